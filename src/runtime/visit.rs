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
///
/// ```
/// use visa_isa::{Instruction, Kernel, OperandKind};
///
/// let text = ".version 4.1\n.kernel \"k\"\n\
///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
/// let kernel = Kernel::from_asm(text)?;
/// let mut fields = Vec::new();
/// kernel.instructions()[0].for_each_operand(&mut |op| {
///     if matches!(op.kind, OperandKind::Surface(_)) {
///         fields.push(op.field);
///     }
/// });
/// assert_eq!(fields, ["Surface"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
///
/// ```
/// use visa_isa::{Instruction, Kernel, OperandKind};
///
/// let text = ".version 4.1\n.kernel \"k\"\n\
///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
/// let kernel = Kernel::from_asm(text)?;
/// let mut raws = 0;
/// kernel.instructions()[0].for_each_operand(&mut |op| {
///     raws += usize::from(matches!(op.kind, OperandKind::Raw(_)));
/// });
/// assert_eq!(raws, 1); // Dst
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
///
/// ```
/// use visa_isa::{LabelId, LabelKind, LabelUse};
///
/// let used = LabelUse { label: LabelId(0), kind: Some(LabelKind::Block), defines: false };
/// assert!(!used.defines);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LabelUse {
    /// The label.
    pub label: LabelId,
    /// The kind the spec requires (`It must be a block label`), if it says.
    pub kind: Option<LabelKind>,
    /// Whether the instruction places the label (LABEL, SUBROUTINE) rather than refers to it.
    pub defines: bool,
}
