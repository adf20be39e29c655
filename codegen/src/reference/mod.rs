//! A reference interpreter of the model: encodes and prints an instruction given as plain
//! values, without any generated code.
//!
//! The test vectors are computed with it; the generated encoders and printers are then tested
//! against the vectors. Two independent readings of one model, checked against each other and
//! against IGC's worked examples. It also decides whether an instruction is valid
//! ([`validate`]): the vector generator asks it which rule a vector breaks, and
//! `tests/validation.rs` checks that the generated `validate` agrees with it on every vector and
//! on arbitrary instructions.
//!
//! - `operand.rs`: the bytes and text of one vector operand;
//! - `encode.rs`: the bytes of an instruction, `text.rs`: its assembly;
//! - `validate.rs`: the validation rules, in the order the generated `validate` checks them,
//!   `operand_rules.rs`: the runtime's checks of one vector operand;
//! - `members.rs`: what is particular to each member kind (its own checks, its serde form);
//! - `serde_form.rs`: the crate's serde form of an instruction (the vectors' `fields`), both
//!   ways.

mod encode;
mod members;
mod operand;
mod operand_rules;
mod serde_form;
mod text;
mod validate;

pub use encode::{encode, packed_operand};
pub use operand::{surface_name, var_name, TextContext};
pub use operand_rules::mask_allowed;
pub use serde_form::{assignment, fields, FormError};
pub use text::{asm, channels};
pub use validate::{
    broken_value_requires, broken_zero_operand, combination_holds, combination_rules,
    conditions_hold, validate, Broken, RequiresRule,
};

use crate::layout::Member;

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
    /// A list of label indices (`(L0, L1)`).
    Labels(Vec<u16>),
    /// A string-pool index (`fn<n>`).
    Name(u32),
    /// A variable by class (general, address or predicate) and id (`V33`, `A1`, `P2`).
    Variable(crate::model::OperandClass, u32),
    /// A raw operand (`None` for a skipped counted parameter).
    Raw(Option<Raw>),
    /// A vector operand.
    Vector(Operand),
    /// A packed immediate (its bitfield values) or a vector operand.
    Packed(Packed),
    /// An operand present only under a condition, left out ([`Member::present`]).
    Absent,
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

/// The value of the enumerated member of `a` holding bitfield `bitfield` of `field`.
fn enum_value<'a>(a: &'a Assignment, field: &str, bitfield: &str) -> Option<&'a Val> {
    val(a, |m| {
        m.field == field && m.enum_bitfield() == Some(bitfield)
    })
}

/// The value of the first member of `a` that `pick` selects.
fn val(a: &Assignment, pick: impl Fn(&Member) -> bool) -> Option<&Val> {
    a.iter().find(|(m, _)| pick(m)).map(|(_, v)| v)
}
