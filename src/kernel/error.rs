//! Why a declaration or an instruction cannot be added to a kernel.

use core::fmt;

use super::decl::{DeclClass, InputVar};
use super::limits::{GRF_BYTES, MAX_STRINGS, MAX_VAR_BYTES};
use crate::runtime::error::ValidationError;
use crate::runtime::names::{AddressId, LabelId, LabelKind, NameClass, NameId, PredicateId, VarId};
use crate::runtime::operand::OperandClass;
use crate::runtime::types::VisaType;

/// Why a declaration or an instruction cannot be added to a [`Kernel`](super::Kernel).
///
/// Instruction errors carry `index`, the index the instruction would have had
/// ([`Kernel::push`](super::Kernel::push) returns it on success), and `field`, the spec field name.
///
/// ```
/// use visa_isa::{Kernel, KernelError};
///
/// let e = Kernel::new("").unwrap_err();
/// assert!(matches!(e, KernelError::InvalidName { .. }), "{e:?}");
/// assert_eq!(e.code(), "invalid_name");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum KernelError {
    /// The instruction's own `validate` (or, with type checks on, `validate_types`) failed.
    InvalidInstruction {
        /// Instruction index.
        index: usize,
        /// The rule it breaks; [`ValidationError::field`] names the field.
        error: ValidationError,
    },
    /// A general variable that is neither predefined (V0..=V20) nor declared; V21..=V31 are
    /// reserved and can never be declared.
    UndeclaredVariable {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The variable id.
        var: u32,
    },
    /// An address variable that is not declared (address and indirect operands).
    UndeclaredAddress {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The address id.
        id: u16,
    },
    /// A predicate that is not declared (GenX_IR 12504.6 crashes on one, reference §2.4).
    UndeclaredPredicate {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The predicate id.
        id: u16,
    },
    /// A sampler that is not declared.
    UndeclaredSampler {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The sampler id.
        id: u16,
    },
    /// A surface id ≥ 6 that is not declared.
    UndeclaredSurface {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The surface id.
        id: u16,
    },
    /// A label that is not declared (GenX_IR 12504.6 segfaults on one).
    UndeclaredLabel {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The label id.
        id: u16,
    },
    /// A label an instruction uses (a jump's or call's target) that no instruction places
    /// (GenX_IR 12504.6: "undefined label"). [`Kernel::validate`](super::Kernel::validate)
    /// finds it; pushes may place a label after its first use.
    LabelNotPlaced {
        /// The first instruction that uses it.
        index: usize,
        /// Its spec field name.
        field: &'static str,
        /// The label id.
        id: u16,
    },
    /// An execution mask other than `M1` on an opcode whose mask IGC's reader ignores (JMP,
    /// SWITCHJMP: erratum `jmp-exec-mask-ignored`); the text would say one mask and IGC run
    /// another. Write `M1`.
    ExecMaskIgnored {
        /// Instruction index.
        index: usize,
        /// The instruction's text.
        text: String,
        /// The erratum that documents the reader's behaviour.
        erratum: &'static str,
    },
    /// A label of the wrong kind: a block label where the spec wants a subroutine label, or
    /// the reverse (`It must be a block label`).
    LabelKindMismatch {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The label id.
        id: u16,
        /// The kind the field requires.
        expected: LabelKind,
        /// The kind the label is declared with.
        declared: LabelKind,
    },
    /// A string-pool name (`fn<N>`) the kernel does not declare: string 0 is the kernel name,
    /// the declared names are 1 to [`Kernel::names`](super::Kernel::names).
    UndeclaredName {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The string-pool index.
        id: u32,
    },
    /// A raw operand's byte offset, or a general operand's first element, lies outside its
    /// variable.
    OffsetOutOfBounds {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The variable id.
        var: u32,
        /// The byte offset.
        offset: u32,
        /// The variable's size in bytes.
        size: u32,
    },
    /// A raw operand of a variable whose root (through the alias chain) is at least one GRF
    /// is not GRF-aligned (IGC's verifier, reference §5.1).
    RawOffsetNotGrfAligned {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The variable id.
        var: u32,
        /// The offset from the start of the root variable.
        offset: u32,
    },
    /// An address, indirect or state operand uses an element past its variable's elements.
    ElementOutOfBounds {
        /// Instruction index.
        index: usize,
        /// Spec field name.
        field: &'static str,
        /// The operand class.
        class: OperandClass,
        /// The variable id.
        id: u16,
        /// One past the last element used.
        end: u32,
        /// The variable's element count.
        num_elements: u16,
    },
    /// The kernel name or an attribute name or value is unusable.
    InvalidName {
        /// What the string is (`"kernel name"`, `"attribute name"`, `"attribute value"`).
        what: &'static str,
        /// The string.
        name: String,
        /// Why.
        reason: &'static str,
    },
    /// A GRF size other than 32 or 64 bytes ([`Kernel::set_grf_bytes`](super::Kernel::set_grf_bytes)).
    UnsupportedGrfSize {
        /// The size given, in bytes.
        bytes: u32,
    },
    /// A general variable type that may not be declared (V, VF, UV, BOOL).
    VariableTypeNotAllowed {
        /// The type.
        ty: VisaType,
    },
    /// An element count outside the class's legal values.
    ElementCountNotAllowed {
        /// The declaration class.
        class: DeclClass,
        /// The count given.
        num_elements: u32,
        /// The legal values, e.g. `"1..=16"`.
        allowed: &'static str,
    },
    /// A general variable of 4096 bytes or more.
    VariableTooLarge {
        /// Its size in bytes.
        bytes: u32,
    },
    /// An alias of a variable that is not declared.
    UndeclaredAliasBase {
        /// The base id.
        base: u32,
    },
    /// An alias that does not lie within its base variable.
    AliasOutOfRange {
        /// The base id.
        base: u32,
        /// The alias offset.
        offset: u16,
        /// The alias's size in bytes.
        bytes: u32,
        /// The base's size in bytes.
        base_bytes: u32,
    },
    /// An alias offset not aligned to the alias's type.
    AliasMisaligned {
        /// The alias offset.
        offset: u16,
        /// The alias's type.
        ty: VisaType,
    },
    /// Too many declarations of one class.
    TooMany {
        /// The class.
        class: DeclClass,
        /// The maximum.
        max: usize,
    },
    /// The string pool would exceed 131072 strings.
    TooManyStrings,
    /// An input names a variable that is not declared (or a predefined one).
    InputNotDeclared {
        /// The variable.
        var: InputVar,
    },
    /// An input names an alias (its alias_index must be zero).
    InputIsAlias {
        /// The variable.
        var: InputVar,
    },
    /// An input's size differs from its variable's.
    InputSizeMismatch {
        /// The variable.
        var: InputVar,
        /// The size given.
        size: u16,
        /// The variable's size.
        expected: u32,
    },
    /// An input offset beyond the signed 16-bit `offset` field.
    InputOffsetOutOfRange {
        /// The variable.
        var: InputVar,
        /// The offset given.
        offset: u16,
    },
    /// An input offset not aligned as required.
    InputMisaligned {
        /// The variable.
        var: InputVar,
        /// The offset given.
        offset: u16,
        /// The required alignment in bytes.
        align: u32,
    },
    /// An input smaller than a GRF that crosses a GRF boundary.
    InputCrossesGrf {
        /// The variable.
        var: InputVar,
        /// The offset given.
        offset: u16,
        /// Its size.
        size: u16,
    },
    /// Two inputs overlap (GenX_IR's verifier reports this too).
    InputOverlap {
        /// The new input's variable.
        var: InputVar,
        /// The input it overlaps.
        other: InputVar,
    },
    /// A variable given as input twice.
    DuplicateInput {
        /// The variable.
        var: InputVar,
    },
    /// A declaration named as another one already is: general, address, predicate, sampler
    /// and surface variables share one namespace, as in IGC's text reader
    /// (`declExistsInCurrentScope`, BuildCISAIRImpl.cpp); labels have their own.
    DuplicateName {
        /// The name.
        name: String,
    },
    /// Two attributes with the same name.
    DuplicateAttribute {
        /// The name.
        name: String,
    },
    /// An attribute value that does not fit its size field.
    AttributeValueNotAllowed {
        /// The attribute name.
        name: String,
        /// Why.
        reason: &'static str,
    },
    /// A declaration attribute for a declaration that cannot take it: one not declared, or
    /// a label (whose `attribute_count` IGC 12504.6 requires to be 0, erratum #26).
    DeclarationAttributeNotAllowed {
        /// The declaration's class.
        class: NameClass,
        /// Its id (`V32` is 32).
        id: u32,
        /// Why.
        reason: &'static str,
    },
}

impl KernelError {
    /// Stable snake_case identifier of the error, e.g. `"undeclared_surface"`.
    ///
    /// ```
    /// assert_eq!(visa_isa::Kernel::new("").unwrap_err().code(), "invalid_name");
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            KernelError::InvalidInstruction { .. } => "invalid_instruction",
            KernelError::UndeclaredVariable { .. } => "undeclared_variable",
            KernelError::UndeclaredAddress { .. } => "undeclared_address",
            KernelError::UndeclaredPredicate { .. } => "undeclared_predicate",
            KernelError::UndeclaredSampler { .. } => "undeclared_sampler",
            KernelError::UndeclaredSurface { .. } => "undeclared_surface",
            KernelError::UndeclaredLabel { .. } => "undeclared_label",
            KernelError::LabelKindMismatch { .. } => "label_kind_mismatch",
            KernelError::LabelNotPlaced { .. } => "label_not_placed",
            KernelError::ExecMaskIgnored { .. } => "exec_mask_ignored",
            KernelError::UndeclaredName { .. } => "undeclared_name",
            KernelError::OffsetOutOfBounds { .. } => "offset_out_of_bounds",
            KernelError::RawOffsetNotGrfAligned { .. } => "raw_offset_not_grf_aligned",
            KernelError::ElementOutOfBounds { .. } => "element_out_of_bounds",
            KernelError::InvalidName { .. } => "invalid_name",
            KernelError::UnsupportedGrfSize { .. } => "unsupported_grf_size",
            KernelError::VariableTypeNotAllowed { .. } => "variable_type_not_allowed",
            KernelError::ElementCountNotAllowed { .. } => "element_count_not_allowed",
            KernelError::VariableTooLarge { .. } => "variable_too_large",
            KernelError::UndeclaredAliasBase { .. } => "undeclared_alias_base",
            KernelError::AliasOutOfRange { .. } => "alias_out_of_range",
            KernelError::AliasMisaligned { .. } => "alias_misaligned",
            KernelError::TooMany { .. } => "too_many",
            KernelError::TooManyStrings => "too_many_strings",
            KernelError::InputNotDeclared { .. } => "input_not_declared",
            KernelError::InputIsAlias { .. } => "input_is_alias",
            KernelError::InputSizeMismatch { .. } => "input_size_mismatch",
            KernelError::InputOffsetOutOfRange { .. } => "input_offset_out_of_range",
            KernelError::InputMisaligned { .. } => "input_misaligned",
            KernelError::InputCrossesGrf { .. } => "input_crosses_grf",
            KernelError::InputOverlap { .. } => "input_overlap",
            KernelError::DuplicateInput { .. } => "duplicate_input",
            KernelError::DuplicateName { .. } => "duplicate_name",
            KernelError::DuplicateAttribute { .. } => "duplicate_attribute",
            KernelError::AttributeValueNotAllowed { .. } => "attribute_value_not_allowed",
            KernelError::DeclarationAttributeNotAllowed { .. } => {
                "declaration_attribute_not_allowed"
            }
        }
    }

    /// The index of the instruction the error is about, for instruction errors.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// // A declaration error is about no instruction.
    /// assert_eq!(Kernel::new("").unwrap_err().index(), None);
    /// ```
    pub const fn index(&self) -> Option<usize> {
        match self {
            KernelError::InvalidInstruction { index, .. }
            | KernelError::UndeclaredVariable { index, .. }
            | KernelError::UndeclaredAddress { index, .. }
            | KernelError::UndeclaredPredicate { index, .. }
            | KernelError::UndeclaredSampler { index, .. }
            | KernelError::UndeclaredSurface { index, .. }
            | KernelError::UndeclaredLabel { index, .. }
            | KernelError::LabelKindMismatch { index, .. }
            | KernelError::LabelNotPlaced { index, .. }
            | KernelError::ExecMaskIgnored { index, .. }
            | KernelError::UndeclaredName { index, .. }
            | KernelError::OffsetOutOfBounds { index, .. }
            | KernelError::RawOffsetNotGrfAligned { index, .. }
            | KernelError::ElementOutOfBounds { index, .. } => Some(*index),
            _ => None,
        }
    }

    /// The spec field of the instruction the error is about, when there is one.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// assert_eq!(Kernel::new("").unwrap_err().field(), None);
    /// ```
    pub fn field(&self) -> Option<&'static str> {
        match self {
            KernelError::InvalidInstruction { error, .. } => error.field(),
            KernelError::UndeclaredVariable { field, .. }
            | KernelError::UndeclaredAddress { field, .. }
            | KernelError::UndeclaredPredicate { field, .. }
            | KernelError::UndeclaredSampler { field, .. }
            | KernelError::UndeclaredSurface { field, .. }
            | KernelError::UndeclaredLabel { field, .. }
            | KernelError::LabelKindMismatch { field, .. }
            | KernelError::LabelNotPlaced { field, .. }
            | KernelError::UndeclaredName { field, .. }
            | KernelError::OffsetOutOfBounds { field, .. }
            | KernelError::RawOffsetNotGrfAligned { field, .. }
            | KernelError::ElementOutOfBounds { field, .. } => Some(field),
            _ => None,
        }
    }
}

impl fmt::Display for KernelError {
    /// One sentence; instruction errors start with `instruction <index>, <field>:`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KernelError::InvalidInstruction { index, error } => {
                write!(f, "instruction {index}: {error}")
            }
            KernelError::UndeclaredVariable { index, field, var } => write!(
                f,
                "instruction {index}, {field}: variable {} is not declared",
                VarId(*var)
            ),
            KernelError::UndeclaredAddress { index, field, id } => write!(
                f,
                "instruction {index}, {field}: address variable {} is not declared",
                AddressId(*id)
            ),
            KernelError::UndeclaredPredicate { index, field, id } => write!(
                f,
                "instruction {index}, {field}: predicate {} is not declared",
                PredicateId(*id)
            ),
            KernelError::UndeclaredSampler { index, field, id } => write!(
                f,
                "instruction {index}, {field}: sampler S{id} is not declared"
            ),
            KernelError::UndeclaredSurface { index, field, id } => write!(
                f,
                "instruction {index}, {field}: surface T{id} is not declared"
            ),
            KernelError::UndeclaredLabel { index, field, id } => write!(
                f,
                "instruction {index}, {field}: label {} is not declared",
                LabelId(*id)
            ),
            KernelError::ExecMaskIgnored {
                index,
                text,
                erratum,
            } => write!(
                f,
                "instruction {index}: `{text}`: IGC's reader ignores this opcode's execution mask \
                 and runs M1 (erratum {erratum}); write M1"
            ),
            KernelError::LabelNotPlaced { index, field, id } => write!(
                f,
                "instruction {index}, {field}: label {} is used but no instruction places it",
                LabelId(*id)
            ),
            KernelError::LabelKindMismatch {
                index,
                field,
                id,
                expected,
                declared,
            } => write!(
                f,
                "instruction {index}, {field}: label {} is declared as a {} label, the field wants a {} label",
                LabelId(*id),
                declared.name(),
                expected.name()
            ),
            KernelError::UndeclaredName { index, field, id } => write!(
                f,
                "instruction {index}, {field}: name {} is not declared (string 0 is the kernel name, \
                 declared names are fn1 upwards)",
                NameId(*id)
            ),
            KernelError::OffsetOutOfBounds {
                index,
                field,
                var,
                offset,
                size,
            } => write!(
                f,
                "instruction {index}, {field}: byte offset {offset} is outside {} ({size} bytes)",
                VarId(*var)
            ),
            KernelError::RawOffsetNotGrfAligned {
                index,
                field,
                var,
                offset,
            } => write!(
                f,
                "instruction {index}, {field}: raw operand of {} is at byte {offset} of a variable of at least one GRF, which is not GRF-aligned ({GRF_BYTES} bytes)",
                VarId(*var)
            ),
            KernelError::ElementOutOfBounds {
                index,
                field,
                class,
                id,
                end,
                num_elements,
            } => write!(
                f,
                "instruction {index}, {field}: {class} operand on variable {id} uses elements up to {end}, but it has {num_elements}"
            ),
            KernelError::InvalidName { what, name, reason } => {
                write!(f, "{what} {name:?}: {reason}")
            }
            KernelError::UnsupportedGrfSize { bytes } => write!(
                f,
                "a GRF of {bytes} bytes is not supported; vISA platforms have 32 (SKL to DG2) or 64 (PVC)"
            ),
            KernelError::VariableTypeNotAllowed { ty } => write!(
                f,
                "a general variable cannot have type {ty}; allowed: ud, d, uw, w, ub, b, uq, q, df, hf, f, bf"
            ),
            KernelError::ElementCountNotAllowed {
                class,
                num_elements,
                allowed,
            } => write!(
                f,
                "a {class} cannot have {num_elements} elements; allowed: {allowed}"
            ),
            KernelError::VariableTooLarge { bytes } => write!(
                f,
                "a general variable of {bytes} bytes is too large; it must be smaller than {MAX_VAR_BYTES}"
            ),
            KernelError::UndeclaredAliasBase { base } => {
                write!(f, "alias base {} is not declared", VarId(*base))
            }
            KernelError::AliasOutOfRange {
                base,
                offset,
                bytes,
                base_bytes,
            } => write!(
                f,
                "an alias of {bytes} bytes at offset {offset} does not fit in {} ({base_bytes} bytes)",
                VarId(*base)
            ),
            KernelError::AliasMisaligned { offset, ty } => {
                write!(f, "alias offset {offset} is not aligned to type {ty}")
            }
            KernelError::TooMany { class, max } => {
                write!(f, "too many {class} declarations; at most {max}")
            }
            KernelError::TooManyStrings => {
                write!(f, "the string pool would exceed {MAX_STRINGS} strings")
            }
            KernelError::InputNotDeclared { var } => {
                write!(f, "input {var} is not a declared variable")
            }
            KernelError::InputIsAlias { var } => {
                write!(f, "input {var} is an alias; inputs cannot be aliases")
            }
            KernelError::InputSizeMismatch {
                var,
                size,
                expected,
            } => write!(
                f,
                "input {var} has size {size}, but the variable is {expected} bytes"
            ),
            KernelError::InputOffsetOutOfRange { var, offset } => write!(
                f,
                "input {var} has offset {offset}, beyond the 16-bit signed offset field"
            ),
            KernelError::InputMisaligned { var, offset, align } => write!(
                f,
                "input {var} at offset {offset} is not aligned to {align} bytes"
            ),
            KernelError::InputCrossesGrf { var, offset, size } => write!(
                f,
                "input {var} of {size} bytes at offset {offset} crosses a GRF boundary"
            ),
            KernelError::InputOverlap { var, other } => {
                write!(f, "input {var} overlaps input {other}")
            }
            KernelError::DuplicateInput { var } => write!(f, "{var} is already an input"),
            KernelError::DuplicateName { name } => {
                write!(f, "the name {name} is already declared")
            }
            KernelError::DuplicateAttribute { name } => {
                write!(f, "attribute {name} is already set")
            }
            KernelError::AttributeValueNotAllowed { name, reason } => {
                write!(f, "attribute {name}: {reason}")
            }
            KernelError::DeclarationAttributeNotAllowed { class, id, reason } => {
                write!(f, "no attribute for {}{id}: {reason}", class.prefix())
            }
        }
    }
}

impl std::error::Error for KernelError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            KernelError::InvalidInstruction { error, .. } => Some(error),
            _ => None,
        }
    }
}
