//! Operand visiting: every id-carrying field of an instruction, in Format order.
//!
//! Why: whatever needs to know which variables, predicates, samplers and surfaces an
//! instruction refers to (the [kernel writer](crate::kernel)'s declaration checks, a
//! future decoder's symbol resolution) should not match on every generated instruction type.
//! Each generated type implements
//! [`Instruction::for_each_operand`](crate::Instruction::for_each_operand), which calls a
//! visitor once per operand with the spec's field name.

use super::names::{LabelId, LabelKind, NameId, SamplerIndex, SurfaceIndex, Variable};
use super::operand::{RawOperand, VectorOperand};
use super::predicate::Predicate;

/// One operand of an instruction, as given to a
/// [`for_each_operand`](crate::Instruction::for_each_operand) visitor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OperandRef<'a> {
    /// The spec's field name (`"Dst"`, `"U"`, `"Aoffimmi"`, `"Pred"`, ...), as in
    /// [`ValidationError`](crate::ValidationError) messages.
    pub field: &'static str,
    /// The operand.
    pub kind: OperandKind<'a>,
}

/// What an [`OperandRef`] holds.
///
/// Packed immediates (e.g. Aoffimmi) are visited in their operand form
/// ([`PackedOperand::to_operand`](crate::PackedOperand::to_operand)), so every `vec_operand`
/// field is visited exactly once; absent optional operands (a skipped counted parameter, no
/// predicate) are not visited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OperandKind<'a> {
    /// A `raw_operand` field.
    Raw(&'a RawOperand),
    /// A `vec_operand` or `scalar` field.
    Vector(&'a VectorOperand),
    /// A sampler index field (a plain `ub`).
    Sampler(SamplerIndex),
    /// A surface index field (a plain `ub`).
    Surface(SurfaceIndex),
    /// The `Pred` field, when the instruction is predicated.
    Predicate(&'a Predicate),
    /// A Label field: a label index, what kind of label it must be, and whether the
    /// instruction places the label.
    Label(LabelUse),
    /// A string-pool index (a function or file name).
    Name(NameId),
    /// A variable named by its id alone, of the class the instruction gives (LIFETIME's).
    Variable(Variable),
}

/// A label as a Label field uses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LabelUse {
    /// The label.
    pub label: LabelId,
    /// The kind the spec requires (`It must be a block label`), if it says.
    pub kind: Option<LabelKind>,
    /// Whether the instruction places the label (LABEL, SUBROUTINE) rather than refers to it.
    pub defines: bool,
}
