//! One vector operand: its bytes (reference §2.6) and IGC's text of it.

use super::{Operand, TYPE_CODES};

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

/// The execution-size code of `lanes` (an address operand's width; an instruction's size).
pub(super) fn size_code(lanes: u8) -> u8 {
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
