//! A reference interpreter of the model: encodes and prints an instruction given as plain
//! values, without any generated code.
//!
//! The test vectors are computed with it; the generated encoders and printers are then tested
//! against the vectors. Two independent readings of one model, checked against each other and
//! against IGC's worked examples.

use crate::layout::{Member, MemberKind};
use crate::model::*;

/// A predicate: id, control (0 none, 1 any, 2 all), inversion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pred {
    /// Predicate id.
    pub id: u16,
    /// 0 none, 1 `.any`, 2 `.all`.
    pub control: u8,
    /// `!`.
    pub inverted: bool,
}

/// A raw operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Raw {
    /// Variable id.
    pub var: u32,
    /// Byte offset.
    pub offset: u16,
}

/// A vector operand (reference §2.6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operand {
    /// `V<var>(row,col)<v;w,h>`.
    General {
        var: u32,
        row: u8,
        col: u8,
        region: [u8; 3],
        modifier: u8,
    },
    /// `A<addr>(offset)<width>`.
    Address { addr: u16, offset: u8, width: u8 },
    /// `P<id>`.
    Predicate { id: u16 },
    /// `r[A<addr>(addr_offset),imm_offset]<v;w,h>:ty`.
    Indirect {
        addr: u16,
        addr_offset: u8,
        imm_offset: i16,
        ty: String,
        region: [u8; 3],
        modifier: u8,
    },
    /// `0x<bits>:ty`.
    Immediate { ty: String, bits: u64 },
    /// A surface (class 0) or sampler (class 1) state operand.
    State { class: u8, id: u16, offset: u8 },
}

/// The value of one instruction member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Val {
    /// Execution size.
    ExecSize { lanes: u8, code: u64 },
    /// Execution mask.
    ExecMask { name: String, code: u64 },
    /// Optional predicate.
    Predicate(Option<Pred>),
    /// A flag bit.
    Flag(bool),
    /// An enumerated value.
    Enum {
        name: String,
        code: u64,
        asm: String,
    },
    /// A channel mask.
    Channels(u8),
    /// An integer (bitfield, reserved bits or plain value).
    Int(i64),
    /// A sampler or surface index.
    Index(u8),
    /// A label index (`L<n>`).
    Label(u16),
    /// A string-pool index (`fn<n>`).
    Name(u32),
    /// A raw operand (`None` for a skipped counted parameter).
    Raw(Option<Raw>),
    /// A vector operand.
    Vector(Operand),
    /// A packed immediate (its bitfield values) or a vector operand.
    Packed(Packed),
}

/// The value of a packed operand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Packed {
    /// The immediate, by bitfield member.
    Immediate(Vec<(Member, Val)>),
    /// Any vector operand.
    Operand(Operand),
}

/// An instruction: each member with its value, in member order.
pub type Assignment = Vec<(Member, Val)>;

/// vISA type codes (reference §2.6).
pub const TYPE_CODES: [&str; 16] = [
    "ud", "d", "uw", "w", "ub", "b", "df", "f", "v", "vf", "bool", "uq", "uv", "q", "hf", "bf",
];

fn type_code(ty: &str) -> u8 {
    TYPE_CODES.iter().position(|t| *t == ty).unwrap_or(0) as u8
}

fn region_code(v: u8) -> u16 {
    match v {
        0 => 1,
        1 => 2,
        2 => 3,
        4 => 4,
        8 => 5,
        16 => 6,
        32 => 7,
        _ => 0,
    }
}

fn region_bits(r: [u8; 3]) -> u16 {
    region_code(r[0]) | region_code(r[1]) << 4 | region_code(r[2]) << 8
}

fn size_code(lanes: u8) -> u8 {
    match lanes {
        1 => 0,
        2 => 1,
        4 => 2,
        8 => 3,
        16 => 4,
        _ => 5,
    }
}

impl Operand {
    /// The bytes of the operand as a destination: a general or indirect operand's region is
    /// the hstride code alone, in bits `[11:8]` (reference §2.6; IGC's writer).
    pub fn encode_destination(&self, out: &mut Vec<u8>) {
        let start = out.len();
        self.encode(out);
        if let Operand::General { region, .. } | Operand::Indirect { region, .. } = self {
            let bits = region_code(region[2]) << 8;
            let at = out.len() - 2;
            debug_assert!(at > start);
            out[at..].copy_from_slice(&bits.to_le_bytes());
        }
    }

    /// IGC's text for the operand as a destination: a general or indirect operand's region is
    /// `<hstride>`, and `sat` (modifier 4) is printed on the mnemonic, not here.
    pub fn asm_destination(&self) -> String {
        match self {
            Operand::General {
                var,
                row,
                col,
                region,
                ..
            } => format!("{}({row},{col})<{}>", var_name(*var), region[2]),
            Operand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                ..
            } => format!("r[A{addr}({addr_offset}),{imm_offset}]<{}>:{ty}", region[2]),
            other => other.asm(),
        }
    }

    /// The modifier code of a general or indirect operand (0 for the other classes).
    pub fn modifier(&self) -> u8 {
        match self {
            Operand::General { modifier, .. } | Operand::Indirect { modifier, .. } => *modifier,
            _ => 0,
        }
    }

    /// The bytes of the operand.
    pub fn encode(&self, out: &mut Vec<u8>) {
        match self {
            Operand::General {
                var,
                row,
                col,
                region,
                modifier,
            } => {
                out.push(modifier << 3);
                out.extend(var.to_le_bytes());
                out.extend([*row, *col]);
                out.extend(region_bits(*region).to_le_bytes());
            }
            Operand::Address {
                addr,
                offset,
                width,
            } => {
                out.push(1);
                out.extend(addr.to_le_bytes());
                out.extend([*offset, size_code(*width)]);
            }
            Operand::Predicate { id } => {
                out.push(2);
                out.extend(id.to_le_bytes());
            }
            Operand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier,
            } => {
                out.push(3 | modifier << 3);
                out.extend(addr.to_le_bytes());
                out.push(*addr_offset);
                out.extend(imm_offset.to_le_bytes());
                out.push(type_code(ty));
                out.extend(region_bits(*region).to_le_bytes());
            }
            Operand::Immediate { ty, bits } => {
                out.extend([5, type_code(ty)]);
                if matches!(ty.as_str(), "df" | "uq" | "q") {
                    out.extend(bits.to_le_bytes());
                } else {
                    out.extend((*bits as u32).to_le_bytes());
                }
            }
            Operand::State { class, id, offset } => {
                out.extend([6, *class]);
                out.extend(id.to_le_bytes());
                out.push(*offset);
            }
        }
    }

    /// IGC's text for the operand as a source whose field implies its region: a general
    /// operand is `[mod]V<id>(<row>,<col>)`, without the region.
    pub fn asm_unregioned(&self) -> String {
        match self {
            Operand::General {
                var,
                row,
                col,
                modifier: m,
                ..
            } => format!("{}{}({row},{col})", modifier_prefix(*m), var_name(*var)),
            other => other.asm(),
        }
    }

    /// IGC's text for the operand (as a source).
    pub fn asm(&self) -> String {
        let modifier = modifier_prefix;
        let region = |r: &[u8; 3]| format!("<{};{},{}>", r[0], r[1], r[2]);
        match self {
            Operand::General {
                var,
                row,
                col,
                region: r,
                modifier: m,
            } => {
                format!(
                    "{}{}({row},{col}){}",
                    modifier(*m),
                    var_name(*var),
                    region(r)
                )
            }
            Operand::Address {
                addr,
                offset,
                width,
            } => format!("A{addr}({offset})<{width}>"),
            Operand::Predicate { id } => format!("P{id}"),
            Operand::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region: r,
                modifier: m,
            } => {
                format!(
                    "{}r[A{addr}({addr_offset}),{imm_offset}]{}:{ty}",
                    modifier(*m),
                    region(r)
                )
            }
            Operand::Immediate { ty, bits } => {
                format!("0x{:x}:{ty}", printed_bits(ty, *bits))
            }
            Operand::State {
                class: 0,
                id,
                offset,
            } => format!("{}({offset})", surface_name(*id as u8)),
            Operand::State { id, offset, .. } => format!("S{id}({offset})"),
        }
    }
}

/// The bits IGC prints of an immediate: it sign-extends B and W values to 32 bits, and
/// encodes (so prints) only the low 32 bits of the other types but DF, UQ and Q
/// (✔ GenX_IR 12504.6).
fn printed_bits(ty: &str, bits: u64) -> u64 {
    match ty {
        "df" | "uq" | "q" => bits,
        "b" if bits <= 0xff => bits as u8 as i8 as i32 as u32 as u64,
        "w" if bits <= 0xffff => bits as u16 as i16 as i32 as u32 as u64,
        _ => bits & 0xffff_ffff,
    }
}

impl Operand {
    /// IGC's text of the operand inside an LSC operand (erratum `lsc-untyped-text`): an
    /// immediate's upper-case hex digits without a type (`0xFFFFFFFF`), a general operand
    /// without region or modifier (`V102`, `V102(1,2)`), other classes as usual.
    pub fn asm_bare(&self) -> String {
        match self {
            Operand::Immediate { ty, bits } => format!("0x{:X}", printed_bits(ty, *bits)),
            Operand::General { var, row, col, .. } if (*row, *col) == (0, 0) => var_name(*var),
            Operand::General { var, row, col, .. } => format!("{}({row},{col})", var_name(*var)),
            other => other.asm(),
        }
    }

    /// The text of a general or state operand printed as its address (`&V101`, `&V101[40]`,
    /// `&T6[8]`): the byte offset of a general operand's element from `context`, of a state
    /// operand's 8-byte element; other classes print as [`asm`](Operand::asm) does. A general
    /// operand whose variable's type the context does not know prints its row and column,
    /// `&V101(1,2)`, as the crate does without a context.
    pub fn asm_address_of(&self, context: &TextContext<'_>) -> String {
        match self {
            Operand::General { var, row, col, .. } => {
                let name = var_name(*var);
                match context.element_bytes(*var) {
                    _ if (*row, *col) == (0, 0) => format!("&{name}"),
                    Some(element) => {
                        let bytes = u32::from(*row) * context.grf_bytes + u32::from(*col) * element;
                        format!("&{name}[{bytes}]")
                    }
                    None => format!("&{name}({row},{col})"),
                }
            }
            Operand::State { class, id, offset } => {
                let name = if *class == 0 {
                    surface_name(*id as u8)
                } else {
                    format!("S{id}")
                };
                if *offset == 0 {
                    format!("&{name}")
                } else {
                    format!(
                        "&{name}[{}]",
                        u32::from(*offset) * STATE_ADDRESS_ELEMENT_BYTES
                    )
                }
            }
            other => other.asm(),
        }
    }
}

/// Bytes per element of a state operand's address as IGC prints it (`&T6[8]` for offset 1;
/// ✔ GenX_IR 12504.6).
const STATE_ADDRESS_ELEMENT_BYTES: u32 = 8;

/// What printing an address-of operand needs beyond the instruction: the GRF size and the
/// declared types of the general variables (`(id, lower-case type)`).
#[derive(Debug, Clone, Copy)]
pub struct TextContext<'a> {
    /// Bytes in a GRF.
    pub grf_bytes: u32,
    /// Variable types.
    pub types: &'a [(u32, String)],
}

impl TextContext<'_> {
    /// The element size of variable `var`, in bytes, when its type is known.
    pub fn element_bytes(&self, var: u32) -> Option<u32> {
        let (_, ty) = self.types.iter().find(|(id, _)| *id == var)?;
        Some(match ty.as_str() {
            "ub" | "b" | "bool" => 1,
            "uw" | "w" | "hf" | "bf" => 2,
            "ud" | "d" | "f" | "v" | "vf" | "uv" => 4,
            "df" | "uq" | "q" => 8,
            _ => return None,
        })
    }
}

/// The text before a source operand with modifier code `m`: `(abs)`, `(-)`, `(-abs)`, `(~)`.
fn modifier_prefix(m: u8) -> &'static str {
    ["", "(abs)", "(-)", "(-abs)", "", "(~)"]
        .get(m as usize)
        .copied()
        .unwrap_or("")
}

/// The crate's naming convention for variables: `%null` for 0, `V<N>` for declared ids. The
/// vectors only use ids 0 and ≥ 32.
pub fn var_name(var: u32) -> String {
    if var == 0 {
        "%null".to_owned()
    } else {
        format!("V{var}")
    }
}

/// Surface names: the predefined ones, then `T<N>`.
pub fn surface_name(id: u8) -> String {
    match id {
        0 => "%slm".into(),
        3 => "TSS".into(),
        4 => "%bss".into(),
        5 => "%scratch".into(),
        n => format!("T{n}"),
    }
}

fn val(a: &Assignment, pick: impl Fn(&Member) -> bool) -> Option<&Val> {
    a.iter().find(|(m, _)| pick(m)).map(|(_, v)| v)
}

/// The bits a member contributes to its field.
fn member_bits(field: &Field, m: &Member, v: &Val) -> u64 {
    let Some(b) = m.bitfield(field) else { return 0 };
    let raw = match v {
        Val::ExecSize { code, .. } | Val::ExecMask { code, .. } | Val::Enum { code, .. } => *code,
        Val::Flag(f) => u64::from(*f),
        Val::Channels(c) => u64::from(*c),
        Val::Int(i) => *i as u64,
        _ => 0,
    };
    (raw & ((1u64 << b.width()) - 1)) << b.lo
}

fn put(out: &mut Vec<u8>, ty: FieldType, v: u64) {
    match ty {
        FieldType::Ub => out.push(v as u8),
        FieldType::Uw => out.extend((v as u16).to_le_bytes()),
        _ => out.extend((v as u32).to_le_bytes()),
    }
}

/// The packed immediate of a packed operand, as a plain operand.
pub fn packed_operand(field: &Field, p: &Packed) -> Operand {
    match p {
        Packed::Operand(o) => o.clone(),
        Packed::Immediate(members) => {
            let bits = members
                .iter()
                .map(|(m, v)| member_bits(field, m, v))
                .fold(0, |a, b| a | b);
            let ty = field
                .constraints
                .types
                .first()
                .map_or("ud".to_owned(), |t| t.to_ascii_lowercase());
            Operand::Immediate { ty, bits }
        }
    }
}

/// Encodes an assignment of `variant` following the Format.
pub fn encode(op: &Opcode, variant: &Variant, a: &Assignment) -> Vec<u8> {
    let mut out = vec![op.value];
    out.extend(op.sub_opcode.as_ref().map(|s| s.value));
    let params: Vec<&Raw> = a
        .iter()
        .filter(|(m, _)| matches!(m.kind, MemberKind::Raw { counted: true }))
        .filter_map(|(_, v)| match v {
            Val::Raw(Some(r)) => Some(r),
            _ => None,
        })
        .collect();
    for slot in &variant.layout {
        let Some(field) = op.field(&slot.field) else {
            continue;
        };
        let own = |m: &Member| m.field == field.name;
        match field.role {
            Role::ExecSize | Role::SubOp | Role::Bits => {
                let mut bits: u64 = a
                    .iter()
                    .filter(|(m, _)| own(m))
                    .map(|(m, v)| member_bits(field, m, v))
                    .fold(0, |x, y| x | y);
                if let Some(c) = variant.condition.as_ref().filter(|c| c.field == field.name) {
                    bits |= c.code << field.bitfield(&c.bitfield).map_or(0, |b| b.lo);
                }
                put(&mut out, field.ty, bits);
            }
            Role::Predicate => {
                let bits = match val(a, |m| m.kind == MemberKind::Predicate) {
                    Some(Val::Predicate(Some(p))) => {
                        u64::from(p.id & 0xfff)
                            | u64::from(p.control) << 13
                            | u64::from(p.inverted) << 15
                    }
                    _ => 0,
                };
                put(&mut out, field.ty, bits);
            }
            Role::Sampler | Role::Surface | Role::Value | Role::Label | Role::Name => {
                let v = match val(a, own) {
                    Some(Val::Index(i)) => u64::from(*i),
                    Some(Val::Label(i)) => u64::from(*i),
                    Some(Val::Name(i)) => u64::from(*i),
                    Some(Val::Int(i)) => *i as u64,
                    _ => 0,
                };
                put(&mut out, field.ty, v);
            }
            Role::ParamCount => put(&mut out, field.ty, params.len() as u64),
            Role::Raw => {
                if let Some(Val::Raw(Some(r))) = val(a, own) {
                    out.extend(r.var.to_le_bytes());
                    out.extend(r.offset.to_le_bytes());
                }
            }
            Role::Vector => match val(a, own) {
                Some(Val::Vector(o)) if field.destination => o.encode_destination(&mut out),
                Some(Val::Vector(o)) => o.encode(&mut out),
                Some(Val::Packed(p)) => packed_operand(field, p).encode(&mut out),
                _ => {}
            },
        }
    }
    out
}

/// Prints an assignment of `variant` in IGC's vISA assembly.
pub fn asm(op: &Opcode, variant: &Variant, a: &Assignment, context: &TextContext<'_>) -> String {
    let syntax = &op.syntax;
    if let Some(d) = &syntax.definition {
        // An instruction that places a label is the label's own text (`L3:`).
        if let Some(v) = val(a, |m| m.field == d.field) {
            if let Some(f) = op.field(&d.field) {
                return format!("{}{}{}", d.prefix, operand_text(f, v), d.suffix);
            }
        }
    }
    let op_text = syntax.op_text(&variant.name);
    let mut s = String::new();
    if syntax.predicate {
        if let Some(Val::Predicate(Some(p))) = val(a, |m| m.kind == MemberKind::Predicate) {
            let control = ["", ".any", ".all"][p.control as usize % 3];
            s.push_str(&format!(
                "({}P{}{control}) ",
                if p.inverted { "!" } else { "" },
                p.id
            ));
        }
    }
    // `{raw_send|raw_sendc}`: the mnemonic is the name of the bitfield's value.
    let from_value = syntax.mnemonic_from.as_ref().and_then(|from| {
        a.iter().find_map(|(m, v)| match (&m.kind, v) {
            (MemberKind::Enum { bitfield, .. }, Val::Enum { asm, .. })
                if m.field == from.field && from.bitfield.as_ref() == Some(bitfield) =>
            {
                Some(asm.clone())
            }
            _ => None,
        })
    });
    s.push_str(from_value.as_deref().unwrap_or(&variant.mnemonic));
    if let Some(t) = op_text {
        s.push_str(&template_text(&t.suffix.0, a));
        if t.exec_size {
            s.push_str(&exec_text(a).unwrap_or_default());
        }
        for operand in &t.operands {
            s.push(' ');
            s.push_str(&template_text(&operand.0, a));
        }
        return s;
    }
    for suffix in &syntax.suffixes {
        let found = a.iter().find(|(m, _)| {
            m.field == suffix.field
                && match (&suffix.bitfield, &m.kind) {
                    (None, _) => true,
                    (
                        Some(b),
                        MemberKind::Flag { bitfield }
                        | MemberKind::Enum { bitfield, .. }
                        | MemberKind::Channels { bitfield },
                    ) => b == bitfield,
                    _ => false,
                }
        });
        match (found.map(|(_, v)| v), &suffix.flag) {
            (Some(Val::Flag(true)), Some(flag)) => s.push_str(&format!(".{flag}")),
            (Some(Val::Channels(c)), None) => s.push_str(&format!(".{}", channels(*c))),
            (Some(Val::Enum { asm, .. }), None) => s.push_str(&format!(".{asm}")),
            // A number: `.x<hex>` after a letter (BFN), else decimal.
            (Some(Val::Int(i)), None) => match &suffix.prefix {
                Some(prefix) => s.push_str(&format!(".{prefix}{i:x}")),
                None => s.push_str(&format!(".{i}")),
            },
            _ => {}
        }
    }
    // `.sat`: the saturation modifier of the destination the Text syntax's `[.sat]` names.
    if let Some(field) = syntax.saturate.as_deref() {
        let saturated = op.field(field).is_some_and(|f| f.destination)
            && matches!(val(a, |m| m.field == field), Some(Val::Vector(o)) if o.modifier() == 4);
        if saturated {
            s.push_str(".sat");
        }
    }
    let mut separator = " ".to_owned();
    // GATHER: the mask and lane count of Num_elts, printed as an execution size.
    if let Some(from) = &syntax.exec_from {
        let value = |bitfield: &str| {
            a.iter().find_map(|(m, v)| match (&m.kind, v) {
                (MemberKind::Enum { bitfield: b, .. }, Val::Enum { asm, .. })
                    if m.field == from.field && b == bitfield =>
                {
                    Some(asm.clone())
                }
                _ => None,
            })
        };
        if let (Some(mask), Some(lanes)) = (value(&from.mask), value(&from.size)) {
            s.push_str(&format!(" ({mask}, {lanes})"));
            separator = syntax.exec_separator.clone();
        }
    } else if syntax.exec_size {
        if let Some(exec) = exec_text(a) {
            s.push_str(&exec);
            separator = syntax.exec_separator.clone();
        }
    }
    // Each operand with whether it is parenthesized; a run of parenthesized operands shares one
    // pair of parentheses, its operands separated by `,`.
    let mut operands: Vec<(String, bool)> = Vec::new();
    for field in &syntax.operands {
        let Some(f) = op.field(field) else { continue };
        if let Some(v) = val(a, |m| &m.field == field) {
            let address_of = syntax.address_of.contains(field);
            let text = match (syntax.operand_form(field), v) {
                (Some(form), Val::Int(i)) => form.text(*i as u64),
                (Some(form), Val::Index(i)) => form.text(u64::from(*i)),
                (_, Val::Vector(o)) if address_of => o.asm_address_of(context),
                _ => operand_text(f, v),
            };
            let text = if syntax.quoted.contains(field) {
                format!("\"{text}\"")
            } else {
                text
            };
            operands.push((text, syntax.parenthesized.contains(field)));
        }
    }
    for (m, v) in a
        .iter()
        .filter(|(m, _)| matches!(m.kind, MemberKind::Raw { counted: true }))
    {
        if let (Some(f), Val::Raw(Some(_))) = (op.field(&m.field), v) {
            operands.push((operand_text(f, v), false));
        }
    }
    for (i, (o, inside)) in operands.iter().enumerate() {
        let previous_inside = i > 0 && operands[i - 1].1;
        match (inside, previous_inside) {
            // IGC prints `(1,1)` (MEDIA_ST): no space after the comma.
            (true, true) => s.push(','),
            (true, false) => {
                s.push_str(if i == 0 { &separator } else { " " });
                s.push('(');
            }
            (false, _) => s.push_str(if i == 0 { &separator } else { " " }),
        }
        s.push_str(o);
        if *inside && !matches!(operands.get(i + 1), Some((_, true))) {
            s.push(')');
        }
    }
    s
}

/// ` (<mask>, <lanes>)` of the execution size and mask members, when there are both.
fn exec_text(a: &Assignment) -> Option<String> {
    match (
        val(a, |m| m.kind == MemberKind::ExecSize),
        val(a, |m| m.kind == MemberKind::ExecMask),
    ) {
        (Some(Val::ExecSize { lanes, .. }), Some(Val::ExecMask { name, .. })) => {
            Some(format!(" ({name}, {lanes})"))
        }
        _ => None,
    }
}

/// The text of op-text pieces (erratum `lsc-untyped-text`) for the values of `a`.
fn template_text(pieces: &[TextPiece], a: &Assignment) -> String {
    let value = |field: &str| val(a, |m| m.field == field);
    let mut s = String::new();
    for piece in pieces {
        match piece {
            TextPiece::Text(t) => s.push_str(t),
            TextPiece::Field(f) => match (value(&f.field), f.form) {
                (Some(Val::Raw(Some(r))), _) if r.offset == 0 => s.push_str(&var_name(r.var)),
                (Some(Val::Raw(Some(r))), _) => {
                    s.push_str(&format!("{}.{}", var_name(r.var), r.offset))
                }
                (Some(Val::Vector(o)), _) => s.push_str(&o.asm_bare()),
                (Some(Val::Enum { name, asm, .. }), _) => {
                    s.push_str(f.spelling(name).unwrap_or(asm))
                }
                (Some(Val::Int(i)), NumberForm::Plain) => s.push_str(&i.to_string()),
                // Plain fields are at most 32 bits: a negative `d` prints its two's complement,
                // as the runtime's `{:X}` of an `i32` does.
                (Some(Val::Int(i)), NumberForm::Hex) => s.push_str(&format!("0x{:X}", *i as u32)),
                (Some(Val::Int(i)), NumberForm::SignedHex) => s.push_str(&format!(
                    "{}0x{:X}",
                    if *i < 0 { '-' } else { '+' },
                    i.unsigned_abs()
                )),
                _ => {}
            },
            TextPiece::Optional(o) => {
                let holds = o.conditions.iter().all(|c| match value(&c.field) {
                    Some(Val::Enum { name, .. }) => c.values.contains(name),
                    Some(Val::Int(i)) => c.values.contains(&i.to_string()),
                    _ => false,
                });
                if holds == o.printed_when {
                    s.push_str(&template_text(&o.pieces, a));
                }
            }
        }
    }
    s
}

fn operand_text(field: &Field, v: &Val) -> String {
    match (field.role, v) {
        (Role::Sampler, Val::Index(i)) => format!("S{i}"),
        (Role::Surface, Val::Index(i)) => surface_name(*i),
        (Role::Label, Val::Label(i)) => format!("L{i}"),
        (Role::Name, Val::Name(i)) => format!("fn{i}"),
        (_, Val::Raw(Some(r))) => format!("{}.{}", var_name(r.var), r.offset),
        (_, Val::Vector(o)) if field.destination => o.asm_destination(),
        (_, Val::Vector(o)) if field.constraints.implied_region.is_some() => o.asm_unregioned(),
        (_, Val::Vector(o)) => o.asm(),
        (_, Val::Packed(p)) => packed_operand(field, p).asm(),
        (_, Val::Int(i)) => i.to_string(),
        // An enumerated operand (OWORD_LD's Size) prints its value's spelling.
        (_, Val::Enum { asm, .. }) => asm.clone(),
        _ => String::new(),
    }
}

/// `RGBA`-style letters of a channel mask.
pub fn channels(mask: u8) -> String {
    "RGBA"
        .chars()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| c)
        .collect()
}
