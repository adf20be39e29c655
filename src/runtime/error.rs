//! Validation and encoding errors, and type checks against variable declarations.
//!
//! The rules come from the vISA spec and from what IGC's verifier and translator actually
//! enforce (`visa-binary-format.md` §4 and §5). Field names in errors are the spec's field names
//! (`"Channels"`, `"Aoffimmi.r_offset"`), so a message points at the spec table row.

use super::layout::Layout;
use core::fmt;
use std::collections::{BTreeMap, HashMap};
use std::hash::BuildHasher;

use super::names::{NameClass, PredicateId, VarId};
use super::operand::OperandClass;
use super::types::{Modifier, Region, VisaType, MIN_GRF_BYTES};

/// Why an instruction cannot be encoded as given.
///
/// Why one enum for every opcode: generated validators report spec-rule violations with the
/// spec field name, and callers match on the rule ([`code`](ValidationError::code)) rather than
/// on the opcode. Not serializable, because it holds `&'static` allow-lists.
///
/// ```
/// use visa_isa::ValidationError;
///
/// let e = ValidationError::ChannelMaskZero { field: "Channels" };
/// assert_eq!((e.code(), e.field()), ("channel_mask_zero", Some("Channels")));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ValidationError {
    /// A channel mask that must enable at least one channel is empty (e.g. 3D_SAMPLE Channels,
    /// reference §4 #13 and #19).
    ChannelMaskZero {
        /// Spec field name.
        field: &'static str,
    },
    /// A numeric field is outside its legal range.
    ValueOutOfRange {
        /// Spec field name.
        field: &'static str,
        /// The offending value.
        value: i64,
        /// Smallest legal value.
        min: i64,
        /// Largest legal value.
        max: i64,
    },
    /// Bits the spec reserves (must be zero) are set.
    ReservedBitsSet {
        /// Spec field name.
        field: &'static str,
        /// The whole field value.
        value: u64,
    },
    /// An immediate of a packed field's own type written as a plain operand
    /// (`PackedOperand::Operand`) instead of by its bitfields (`PackedOperand::Immediate`).
    /// Why: both encode and print alike (`0x0:uw`), so one instruction would have two values;
    /// the bitfield form is the one that reading bytes or text gives back.
    PackedImmediateAsOperand {
        /// Spec field name.
        field: &'static str,
    },
    /// The number of parameters is outside the legal range (e.g. 3D_SAMPLE NumParams,
    /// reference §4 #4 and #5).
    ParamCountOutOfRange {
        /// Number of parameters given.
        count: usize,
        /// Smallest legal count.
        min: u32,
        /// Largest legal count.
        max: u32,
    },
    /// An optional parameter is present after one that was omitted; only trailing parameters
    /// can be omitted, because the binary holds a count, not a presence mask (reference §3.1).
    ParamAfterSkipped {
        /// Spec name of the parameter that is present too late.
        field: &'static str,
    },
    /// The execution size is not allowed for this instruction.
    ExecSizeNotAllowed {
        /// Execution size, in lanes.
        lanes: u8,
        /// The legal sizes.
        allowed: &'static [u8],
    },
    /// The execution mask (`M1`..`M8`, `_NM`) is not legal for this execution size
    /// (reference §5.3).
    ExecMaskNotAllowed {
        /// Execution size, in lanes.
        lanes: u8,
        /// The mask's text form, e.g. `"M3"`.
        mask: &'static str,
    },
    /// An operand's own type (immediate or indirect) is not allowed here.
    ImmediateTypeNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// The operand's type.
        found: VisaType,
        /// The legal types.
        allowed: &'static [VisaType],
    },
    /// The vector operand's class is not allowed for this field.
    OperandClassNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// The operand's class.
        found: OperandClass,
        /// The legal classes.
        allowed: &'static [OperandClass],
    },
    /// The operand carries a modifier it may not have (reference §5.1).
    ModifierNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// The modifier found.
        modifier: Modifier,
    },
    /// A destination's region is not `<hstride>` with a non-zero stride
    /// ([`Region::destination`]; IGC's verifier rejects a zero destination stride).
    DestinationRegionNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// The region given.
        region: Region,
    },
    /// In predicate mode (an operand is a predicate), this operand is not one: all operands
    /// of the mode must be predicates (the logic instructions' Notes).
    PredicateModeOperand {
        /// Spec field name.
        field: &'static str,
    },
    /// The instruction needs a predicate and has none (IGC cannot compile it without one).
    PredicateRequired,
    /// An instruction in predicate mode is predicated (its Notes: "`<pred>` must be zero").
    PredicateModePredicated,
    /// A region value has no binary code (reference §2.6, "Region").
    RegionNotEncodable {
        /// Spec field name.
        field: &'static str,
        /// The region given.
        region: Region,
    },
    /// A `scalar` field given a region that reads more than one element (the spec's `scalar`
    /// kind; IGC's verifier: width must not exceed the execution size, which is 1 for
    /// SAMPLE_UNORM, reference §5.1).
    RegionNotScalar {
        /// Spec field name.
        field: &'static str,
        /// The region given.
        region: Region,
    },
    /// Enumerated values that are not one of the combinations the spec allows together
    /// (DPAS's precisions W and A).
    CombinationNotAllowed {
        /// The spec fields whose values do not go together.
        fields: &'static [&'static str],
    },
    /// A general operand whose region is not the one its field implies: the field's text
    /// shows no region, so IGC's parser writes that one (DPAS's Src2, `<1;1,0>`).
    RegionNotImplied {
        /// Spec field name.
        field: &'static str,
        /// The region given.
        region: Region,
        /// The region the field's operands have.
        implied: Region,
    },
    /// An address operand's width is not an execution size (reference §2.6, class 1).
    AddressWidthNotEncodable {
        /// Spec field name.
        field: &'static str,
        /// The width given.
        width: u8,
    },
    /// An address destination runs past the 16 elements an address variable has at most
    /// (`4_visa_header.md`): the instruction writes one element per lane from the operand's
    /// offset, whatever its width (`5_operands.md`, Address Operands). GenX_IR 12504.6's
    /// finalizer crashes on ADDR_ADD past them.
    AddressDestinationTooWide {
        /// Spec field name.
        field: &'static str,
        /// The operand's offset, in address elements.
        offset: u8,
        /// Execution size, in lanes.
        lanes: u8,
    },
    /// A predicate id is 0 (reserved for "no predicate") or does not fit 12 bits
    /// (reference §2.4).
    PredicateIdOutOfRange {
        /// The id given.
        id: u16,
    },
    /// An instruction flag (e.g. `cps`) is not allowed with this sub-op (reference §4 #9).
    FlagNotAllowedForOp {
        /// The flag's text form, e.g. `"cps"`.
        flag: &'static str,
        /// The sub-op's text form, e.g. `"sample_l"`.
        op: &'static str,
    },
    /// An instruction flag is not allowed at this execution size (reference §4 #9).
    FlagNotAllowedForExecSize {
        /// The flag's text form.
        flag: &'static str,
        /// Execution size, in lanes.
        lanes: u8,
    },
    /// A length packed in an immediate descriptor exceeds the count of registers the
    /// instruction gives for it (RAW_SEND: message length > NumSrc, response length >
    /// NumDst; IGC's verifier).
    LengthExceedsCount {
        /// The descriptor's spec field, e.g. `"Desc"`.
        field: &'static str,
        /// What the bits hold, e.g. `"message length"`.
        what: &'static str,
        /// The length in the descriptor.
        length: u32,
        /// The spec field giving the count, e.g. `"NumSrc"`.
        count_field: &'static str,
        /// The count given.
        count: u32,
    },
    /// A length packed in an immediate descriptor differs from the count of registers the
    /// instruction gives for it (RAW_SENDS: message length != NumSrc0; IGC's finalizer).
    LengthMismatchesCount {
        /// The descriptor's spec field, e.g. `"Desc"`.
        field: &'static str,
        /// What the bits hold, e.g. `"message length"`.
        what: &'static str,
        /// The length in the descriptor.
        length: u32,
        /// The spec field giving the count, e.g. `"NumSrc0"`.
        count_field: &'static str,
        /// The count given.
        count: u32,
    },
    /// An operand is given although the immediate descriptor or the register count says it
    /// has no length (RAW_SEND: a Dst other than `%null` with response length 0, which IGC's
    /// scheduler cannot place; RAW_SENDS: a Src1 other than `%null` with NumSrc1 0).
    OperandWithoutLength {
        /// The operand's spec field, e.g. `"Dst"`.
        field: &'static str,
        /// The spec field giving the length, e.g. `"Desc"` or `"NumSrc1"`.
        length_field: &'static str,
        /// What that field holds, e.g. `"response length"` or `"register count"`.
        what: &'static str,
    },
    /// A sampler, surface or other index may not take this value (e.g. predefined surfaces
    /// rejected by SAMPLE_UNORM, reference §4 #20).
    IndexNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// The index given.
        value: u32,
        /// Why it is rejected.
        reason: &'static str,
    },
    /// An enumerated field may not take this value (e.g. LSC_UNTYPED's `invalid` address
    /// size, which IGC rejects).
    ValueNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// The value's documented name.
        value: &'static str,
        /// Why it is rejected.
        reason: &'static str,
    },
    /// A value requires another field to hold one of some values (e.g. LSC_UNTYPED's `a16`
    /// address size requires the `slm` SFID).
    ValueRequires {
        /// Spec field name of the constrained field.
        field: &'static str,
        /// The value it holds (documented name).
        value: &'static str,
        /// The values it may hold (documented names).
        allowed: &'static [&'static str],
        /// Spec field name of the field that requires them.
        because_field: &'static str,
        /// The value of that field (documented name).
        because_value: &'static str,
    },
    /// An operand that must be GRF aligned does not start a register: a general operand
    /// with a column offset, a raw operand whose byte offset is not a multiple of 32, or an
    /// indirect operand, whose address is known only at run time (MADW's Dst, "Must be GRF
    /// aligned").
    OperandNotGrfAligned {
        /// Spec field name.
        field: &'static str,
        /// The operand's offset into its register: elements (general) or bytes (raw); `None`
        /// for an indirect operand.
        offset: Option<u16>,
    },
    /// A raw operand that must start at its variable's first byte (IGC prints it by the
    /// variable's name alone: LSC_TYPED's coordinates) has an offset.
    OperandOffsetNotZero {
        /// Spec field name.
        field: &'static str,
        /// The operand's byte offset.
        offset: u16,
    },
    /// An operand present only under a condition (RT_WRITE's `SI` when `Mode`'s SI bit is
    /// set) is given when the condition does not hold, or missing when it does.
    OperandPresence {
        /// Spec field name of the operand.
        field: &'static str,
        /// The condition, in words (`Mode.mode_si is set`).
        when: &'static str,
        /// Whether the operand was given.
        present: bool,
    },
    /// The operand (or field) exists only in another byte layout than the one the
    /// instruction is encoded in (3D_SAMPLE's paired surface in [`Layout::Igc2022`]).
    NotInLayout {
        /// Spec field name.
        field: &'static str,
        /// The layout it was encoded in.
        layout: Layout,
    },
    /// A vector operand must be the immediate 0 or `%null` because of another field's value
    /// (e.g. LSC_UNTYPED's Surface of a `flat` access).
    OperandMustBeZero {
        /// Spec field name of the operand.
        field: &'static str,
        /// Spec field name of the field that requires it.
        because_field: &'static str,
        /// The value of that field (documented name).
        because_value: &'static str,
    },
    /// A raw operand this op does not use must be `%null` (e.g. LSC_UNTYPED `lsc_load`'s
    /// Src1Data).
    OperandMustBeNull {
        /// Spec field name.
        field: &'static str,
        /// The op's mnemonic.
        op: &'static str,
    },
    /// A raw operand this op uses may not be `%null` (e.g. LSC_UNTYPED `lsc_atomic_iadd`'s
    /// Src1Data).
    OperandMustNotBeNull {
        /// Spec field name.
        field: &'static str,
        /// The op's mnemonic.
        op: &'static str,
    },
    /// A declared variable's type is not allowed for this field.
    VariableTypeNotAllowed {
        /// Spec field name.
        field: &'static str,
        /// Variable id.
        var: u32,
        /// Its declared type.
        found: VisaType,
        /// The legal types.
        allowed: &'static [VisaType],
    },
    /// An operand's type is none of the instruction's Supported Types (nor of its operand
    /// type maps).
    TypeNotSupported {
        /// Spec field name.
        field: &'static str,
        /// The operand's type (declared, or its own for an immediate or indirect operand).
        found: VisaType,
        /// The instruction's types.
        supported: &'static [VisaType],
    },
    /// A destination and a source whose types no one of the instruction's operand type maps
    /// pairs (IGC's verifier: a float destination takes sources of its own type, an integer
    /// destination integer sources).
    OperandTypesNotMapped {
        /// The destination's spec field name.
        dst_field: &'static str,
        /// The destination's type.
        dst: VisaType,
        /// The source's spec field name.
        src_field: &'static str,
        /// The source's type.
        src: VisaType,
    },
    /// A general operand's region reaches past its variable (IGC's verifier: "CISA region and
    /// offset cause an out of bounds byte access").
    RegionOutOfBounds {
        /// Spec field name.
        field: &'static str,
        /// Variable id.
        var: u32,
        /// The offset of the last byte the region reads or writes, from the variable's start.
        last_byte: u32,
        /// The variable's size in bytes.
        size: u32,
    },
    /// A variable id ≥ 32 that the declarations do not know (reference §5.1, "General
    /// variable id").
    UndeclaredVariable {
        /// Spec field name.
        field: &'static str,
        /// Variable id.
        var: u32,
    },
}

/// Comma-separated list adaptor for messages.
struct List<'a, T>(&'a [T]);

impl<T: fmt::Display> fmt::Display for List<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("(none)");
        }
        for (i, item) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            item.fmt(f)?;
        }
        Ok(())
    }
}

impl ValidationError {
    /// Stable snake_case identifier of the rule, e.g. `"channel_mask_zero"`; suitable for
    /// test expectations and machine-readable reports.
    ///
    /// ```
    /// use visa_isa::ValidationError;
    ///
    /// assert_eq!(ValidationError::ChannelMaskZero { field: "Channels" }.code(), "channel_mask_zero");
    /// ```
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            ValidationError::ChannelMaskZero { .. } => "channel_mask_zero",
            ValidationError::ValueOutOfRange { .. } => "value_out_of_range",
            ValidationError::ReservedBitsSet { .. } => "reserved_bits_set",
            ValidationError::PackedImmediateAsOperand { .. } => "packed_immediate_as_operand",
            ValidationError::ParamCountOutOfRange { .. } => "param_count_out_of_range",
            ValidationError::ParamAfterSkipped { .. } => "param_after_skipped",
            ValidationError::ExecSizeNotAllowed { .. } => "exec_size_not_allowed",
            ValidationError::ExecMaskNotAllowed { .. } => "exec_mask_not_allowed",
            ValidationError::ImmediateTypeNotAllowed { .. } => "immediate_type_not_allowed",
            ValidationError::OperandClassNotAllowed { .. } => "operand_class_not_allowed",
            ValidationError::ModifierNotAllowed { .. } => "modifier_not_allowed",
            ValidationError::DestinationRegionNotAllowed { .. } => "destination_region_not_allowed",
            ValidationError::PredicateModeOperand { .. } => "predicate_mode_operand",
            ValidationError::PredicateModePredicated => "predicate_mode_predicated",
            ValidationError::PredicateRequired => "predicate_required",
            ValidationError::RegionNotEncodable { .. } => "region_not_encodable",
            ValidationError::RegionNotScalar { .. } => "region_not_scalar",
            ValidationError::RegionNotImplied { .. } => "region_not_implied",
            ValidationError::CombinationNotAllowed { .. } => "combination_not_allowed",
            ValidationError::AddressWidthNotEncodable { .. } => "address_width_not_encodable",
            ValidationError::AddressDestinationTooWide { .. } => "address_destination_too_wide",
            ValidationError::PredicateIdOutOfRange { .. } => "predicate_id_out_of_range",
            ValidationError::FlagNotAllowedForOp { .. } => "flag_not_allowed_for_op",
            ValidationError::FlagNotAllowedForExecSize { .. } => "flag_not_allowed_for_exec_size",
            ValidationError::LengthExceedsCount { .. } => "length_exceeds_count",
            ValidationError::LengthMismatchesCount { .. } => "length_mismatches_count",
            ValidationError::OperandWithoutLength { .. } => "operand_without_length",
            ValidationError::IndexNotAllowed { .. } => "index_not_allowed",
            ValidationError::ValueNotAllowed { .. } => "value_not_allowed",
            ValidationError::ValueRequires { .. } => "value_requires",
            ValidationError::OperandNotGrfAligned { .. } => "operand_not_grf_aligned",
            ValidationError::OperandOffsetNotZero { .. } => "operand_offset_not_zero",
            ValidationError::OperandPresence { .. } => "operand_presence",
            ValidationError::NotInLayout { .. } => "not_in_layout",
            ValidationError::OperandMustBeZero { .. } => "operand_must_be_zero",
            ValidationError::OperandMustBeNull { .. } => "operand_must_be_null",
            ValidationError::OperandMustNotBeNull { .. } => "operand_must_not_be_null",
            ValidationError::VariableTypeNotAllowed { .. } => "variable_type_not_allowed",
            ValidationError::TypeNotSupported { .. } => "type_not_supported",
            ValidationError::OperandTypesNotMapped { .. } => "operand_types_not_mapped",
            ValidationError::RegionOutOfBounds { .. } => "region_out_of_bounds",
            ValidationError::UndeclaredVariable { .. } => "undeclared_variable",
        }
    }

    /// The spec field the error is about, if it concerns a single field.
    ///
    /// ```
    /// use visa_isa::ValidationError;
    ///
    /// assert_eq!(ValidationError::ChannelMaskZero { field: "Channels" }.field(), Some("Channels"));
    /// ```
    #[inline]
    pub fn field(&self) -> Option<&'static str> {
        match *self {
            ValidationError::ChannelMaskZero { field }
            | ValidationError::ValueOutOfRange { field, .. }
            | ValidationError::ReservedBitsSet { field, .. }
            | ValidationError::PackedImmediateAsOperand { field }
            | ValidationError::ParamAfterSkipped { field }
            | ValidationError::ImmediateTypeNotAllowed { field, .. }
            | ValidationError::OperandClassNotAllowed { field, .. }
            | ValidationError::ModifierNotAllowed { field, .. }
            | ValidationError::DestinationRegionNotAllowed { field, .. }
            | ValidationError::RegionNotEncodable { field, .. }
            | ValidationError::PredicateModeOperand { field }
            | ValidationError::RegionNotScalar { field, .. }
            | ValidationError::RegionNotImplied { field, .. }
            | ValidationError::AddressWidthNotEncodable { field, .. }
            | ValidationError::AddressDestinationTooWide { field, .. }
            | ValidationError::IndexNotAllowed { field, .. }
            | ValidationError::ValueNotAllowed { field, .. }
            | ValidationError::ValueRequires { field, .. }
            | ValidationError::OperandNotGrfAligned { field, .. }
            | ValidationError::OperandOffsetNotZero { field, .. }
            | ValidationError::OperandPresence { field, .. }
            | ValidationError::NotInLayout { field, .. }
            | ValidationError::OperandMustBeZero { field, .. }
            | ValidationError::OperandMustBeNull { field, .. }
            | ValidationError::OperandMustNotBeNull { field, .. }
            | ValidationError::LengthExceedsCount { field, .. }
            | ValidationError::LengthMismatchesCount { field, .. }
            | ValidationError::OperandWithoutLength { field, .. }
            | ValidationError::VariableTypeNotAllowed { field, .. }
            | ValidationError::TypeNotSupported { field, .. }
            | ValidationError::RegionOutOfBounds { field, .. }
            | ValidationError::UndeclaredVariable { field, .. } => Some(field),
            ValidationError::OperandTypesNotMapped { src_field, .. } => Some(src_field),
            ValidationError::ParamCountOutOfRange { .. }
            | ValidationError::ExecSizeNotAllowed { .. }
            | ValidationError::ExecMaskNotAllowed { .. }
            | ValidationError::PredicateIdOutOfRange { .. }
            | ValidationError::PredicateModePredicated
            | ValidationError::PredicateRequired
            | ValidationError::FlagNotAllowedForOp { .. }
            | ValidationError::FlagNotAllowedForExecSize { .. }
            | ValidationError::CombinationNotAllowed { .. } => None,
        }
    }
}

impl fmt::Display for ValidationError {
    /// One sentence naming the field and the rule it breaks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ValidationError::ChannelMaskZero { field } => {
                write!(f, "{field}: the channel mask must enable at least one channel")
            }
            ValidationError::ValueOutOfRange {
                field,
                value,
                min,
                max,
            } => write!(f, "{field}: value {value} is outside the legal range {min}..={max}"),
            ValidationError::ReservedBitsSet { field, value } => write!(
                f,
                "{field}: value {value:#x} sets bits that are reserved and must be zero"
            ),
            ValidationError::PackedImmediateAsOperand { field } => write!(
                f,
                "{field}: an immediate of the field's own type is written by its bitfields \
                 (PackedOperand::Immediate), not as a plain operand"
            ),
            ValidationError::ParamCountOutOfRange { count, min, max } => write!(
                f,
                "{count} parameters given, but the instruction takes {min} to {max}"
            ),
            ValidationError::ParamAfterSkipped { field } => write!(
                f,
                "{field}: parameter given after an omitted one; only trailing parameters can be omitted"
            ),
            ValidationError::ExecSizeNotAllowed { lanes, allowed } => write!(
                f,
                "execution size {lanes} is not allowed; allowed sizes: {}",
                List(allowed)
            ),
            ValidationError::ExecMaskNotAllowed { lanes, mask } => {
                write!(f, "execution mask {mask} is not allowed with execution size {lanes}")
            }
            ValidationError::ImmediateTypeNotAllowed {
                field,
                found,
                allowed,
            } => write!(
                f,
                "{field}: operand type {found} is not allowed; allowed types: {}",
                List(allowed)
            ),
            ValidationError::OperandClassNotAllowed {
                field,
                found,
                allowed,
            } => write!(
                f,
                "{field}: a {found} operand is not allowed; allowed operand classes: {}",
                List(allowed)
            ),
            ValidationError::ModifierNotAllowed { field, modifier } => {
                write!(f, "{field}: modifier {modifier} is not allowed on this operand")
            }
            ValidationError::DestinationRegionNotAllowed { field, region } => write!(
                f,
                "{field}: a destination's region is a non-zero horizontal stride alone, \
                 `Region::destination(h)` printed `<h>` (h = 1, 2, 4, …, 32); found {region}"
            ),
            ValidationError::PredicateModeOperand { field } => write!(
                f,
                "{field}: in predicate mode (an operand is a predicate) every operand must be a \
                 predicate"
            ),
            ValidationError::PredicateRequired => f.write_str("the instruction needs a predicate"),
            ValidationError::PredicateModePredicated => {
                f.write_str("an instruction in predicate mode may not be predicated")
            }
            ValidationError::RegionNotEncodable { field, region } => write!(
                f,
                "{field}: region {region} cannot be encoded; strides and width must be 0, 1, 2, 4, 8, 16 or 32 and the width non-zero"
            ),
            ValidationError::RegionNotScalar { field, region } => write!(
                f,
                "{field}: region {region} is not scalar; a scalar operand reads one element (<0;1,0>)"
            ),
            ValidationError::CombinationNotAllowed { fields } => write!(
                f,
                "{} do not go together: their values are not one of the spec's legal combinations",
                fields.join(", ")
            ),
            ValidationError::RegionNotImplied {
                field,
                region,
                implied,
            } => write!(
                f,
                "{field}: region {region}; this operand's text shows no region, so it must be {implied}"
            ),
            ValidationError::AddressWidthNotEncodable { field, width } => write!(
                f,
                "{field}: address width {width} is not an execution size (1, 2, 4, 8, 16 or 32)"
            ),
            ValidationError::AddressDestinationTooWide {
                field,
                offset,
                lanes,
            } => write!(
                f,
                "{field}: {lanes} lanes from address element {offset} run past element 15; an address variable has at most 16 elements"
            ),
            ValidationError::PredicateIdOutOfRange { id } => write!(
                f,
                "predicate {} is out of range; predicate ids are 1..=4095 (P0 means no predicate)",
                PredicateId(id)
            ),
            ValidationError::FlagNotAllowedForOp { flag, op } => {
                write!(f, "flag .{flag} is not allowed with {op}")
            }
            ValidationError::FlagNotAllowedForExecSize { flag, lanes } => {
                write!(f, "flag .{flag} is not allowed with execution size {lanes}")
            }
            ValidationError::LengthExceedsCount {
                field,
                what,
                length,
                count_field,
                count,
            } => write!(
                f,
                "{field}: the {what} ({length}) exceeds {count_field} ({count})"
            ),
            ValidationError::LengthMismatchesCount {
                field,
                what,
                length,
                count_field,
                count,
            } => write!(
                f,
                "{field}: the {what} ({length}) differs from {count_field} ({count})"
            ),
            ValidationError::OperandWithoutLength {
                field,
                length_field,
                what,
            } => write!(
                f,
                "{field}: must be %null, as the {what} in {length_field} is 0"
            ),
            ValidationError::IndexNotAllowed {
                field,
                value,
                reason,
            } => write!(f, "{field}: index {value} is not allowed: {reason}"),
            ValidationError::ValueNotAllowed {
                field,
                value,
                reason,
            } => write!(f, "{field}: value {value} is not allowed: {reason}"),
            ValidationError::ValueRequires {
                field,
                value,
                allowed,
                because_field,
                because_value,
            } => write!(
                f,
                "{field}: value {value} is not allowed when {because_field} is {because_value}; allowed: {}",
                List(allowed)
            ),
            ValidationError::NotInLayout { field, layout } => write!(
                f,
                "{field}: not in the {layout} layout; leave it out (None) or encode for another"
            ),
            ValidationError::OperandPresence {
                field,
                when,
                present: true,
            } => write!(f, "{field}: given, but it is present only when {when}"),
            ValidationError::OperandPresence {
                field,
                when,
                present: false,
            } => write!(f, "{field}: missing; it must be given when {when}"),
            ValidationError::OperandNotGrfAligned {
                field,
                offset: Some(offset),
            } => write!(
                f,
                "{field}: must be GRF aligned, but starts {offset} into its register"
            ),
            ValidationError::OperandNotGrfAligned {
                field,
                offset: None,
            } => write!(
                f,
                "{field}: must be GRF aligned, which an indirect operand (its address known at run time) cannot be shown to be"
            ),
            ValidationError::OperandOffsetNotZero { field, offset } => write!(
                f,
                "{field}: must start at its variable's first byte (its text is the variable's name alone), but its offset is {offset}"
            ),
            ValidationError::OperandMustBeZero {
                field,
                because_field,
                because_value,
            } => write!(
                f,
                "{field}: must be the immediate 0 or %null when {because_field} is {because_value}"
            ),
            ValidationError::OperandMustBeNull { field, op } => {
                write!(f, "{field}: {op} does not use this operand, which must be %null")
            }
            ValidationError::OperandMustNotBeNull { field, op } => {
                write!(f, "{field}: {op} uses this operand, which may not be %null")
            }
            ValidationError::VariableTypeNotAllowed {
                field,
                var,
                found,
                allowed,
            } => write!(
                f,
                "{field}: variable {} is declared with type {found}; allowed types: {}",
                VarId(var),
                List(allowed)
            ),
            ValidationError::UndeclaredVariable { field, var } => {
                write!(f, "{field}: variable {} is not declared", VarId(var))
            }
            ValidationError::TypeNotSupported {
                field,
                found,
                supported,
            } => write!(
                f,
                "{field}: type {found} is not supported by the instruction; supported types: {}",
                List(supported)
            ),
            ValidationError::RegionOutOfBounds {
                field,
                var,
                last_byte,
                size,
            } => write!(
                f,
                "{field}: the region reaches byte {last_byte} of variable {}, which has {size} \
                 byte(s)",
                VarId(var)
            ),
            ValidationError::OperandTypesNotMapped {
                dst_field,
                dst,
                src_field,
                src,
            } => write!(
                f,
                "{src_field}: type {src} with a {dst_field} of type {dst} is in none of the \
                 instruction's operand type maps"
            ),
        }
    }
}

impl std::error::Error for ValidationError {}

/// Why encoding failed.
///
/// ```
/// use visa_isa::{EncodeError, ValidationError};
///
/// let e = EncodeError::from(ValidationError::ChannelMaskZero { field: "Channels" });
/// assert!(matches!(e, EncodeError::Invalid(_)), "{e:?}");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EncodeError {
    /// The instruction breaks a spec rule; nothing was written.
    Invalid(ValidationError),
    /// The output buffer is too short (see [`SliceSink`](crate::runtime::SliceSink)).
    BufferTooSmall {
        /// Bytes the instruction needs.
        needed: usize,
        /// Bytes the buffer has.
        available: usize,
    },
}

impl fmt::Display for EncodeError {
    /// The validation message, or the two sizes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::Invalid(e) => write!(f, "invalid instruction: {e}"),
            EncodeError::BufferTooSmall { needed, available } => write!(
                f,
                "output buffer too small: {needed} bytes needed, {available} available"
            ),
        }
    }
}

impl std::error::Error for EncodeError {
    #[inline]
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EncodeError::Invalid(e) => Some(e),
            EncodeError::BufferTooSmall { .. } => None,
        }
    }
}

impl From<ValidationError> for EncodeError {
    #[inline]
    fn from(e: ValidationError) -> Self {
        EncodeError::Invalid(e)
    }
}

/// Declared types of general variables, for the type rules of the spec's operand tables.
///
/// Why a trait: the binary's instructions refer to variables by id only; the declarations live
/// elsewhere (the kernel's variable table, reference §8.2), in whatever structure the caller
/// has. Ids below [`FIRST_GENERAL_VAR`](super::names::FIRST_GENERAL_VAR) are predefined and never looked up.
///
/// ```
/// use visa_isa::{Align, Kernel, VariableTypes, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::F, 8, Align::Grf)?;
/// // A kernel knows its variables' types.
/// assert_eq!(kernel.type_of(v.0), Some(VisaType::F));
/// # Ok::<(), visa_isa::KernelError>(())
/// ```
pub trait VariableTypes {
    /// The declared type of variable `var`, or `None` if it is not declared.
    fn type_of(&self, var: u32) -> Option<VisaType>;

    /// The declared name of id `id` of `class`, when the declarations name it (a
    /// [`Kernel`](crate::Kernel) does): the text prints it instead of the id's own name
    /// (`src` for `V32`). `None` (the default) prints the id's own name.
    #[inline]
    fn name_of(&self, class: NameClass, id: u32) -> Option<&str> {
        let _ = (class, id);
        None
    }

    /// The size in bytes of general variable `var` (its element type's size times its
    /// element count), when the declarations know it (a [`Kernel`](crate::Kernel) does):
    /// [`check_region_bounds`](crate::check_region_bounds) then checks a region's last byte
    /// against it. `None` (the default) checks no bounds.
    #[inline]
    fn bytes_of(&self, var: u32) -> Option<u32> {
        let _ = var;
        None
    }

    /// The size in bytes of a GRF, which a region's row offset counts in
    /// ([`check_region_bounds`](crate::check_region_bounds), as IGC's verifier computes
    /// `row_offset * getGRFSize()`, IsaVerification.cpp:634, :644). The default is the
    /// smallest, [`MIN_GRF_BYTES`]; a [`Kernel`](crate::Kernel) gives
    /// its own.
    ///
    /// ```
    /// use visa_isa::{Kernel, VariableTypes};
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n";
    /// assert_eq!(Kernel::from_asm_with_grf(text, 64)?.grf_bytes_of_rows(), 64);
    /// assert_eq!(Kernel::new("k")?.grf_bytes_of_rows(), 32);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    fn grf_bytes_of_rows(&self) -> u32 {
        u32::from(MIN_GRF_BYTES)
    }

    /// The id of `class` declared as `name`, the inverse of
    /// [`name_of`](VariableTypes::name_of): how the operand parser reads a declared name.
    /// `None` (the default) reads only the ids' own names (`V33`).
    #[inline]
    fn id_of(&self, class: NameClass, name: &str) -> Option<u32> {
        let _ = (class, name);
        None
    }
}

impl<S: BuildHasher> VariableTypes for HashMap<u32, VisaType, S> {
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.get(&var).copied()
    }
}

impl VariableTypes for BTreeMap<u32, VisaType> {
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.get(&var).copied()
    }
}

/// `(id, type)` pairs; the first pair with a matching id wins.
impl VariableTypes for [(u32, VisaType)] {
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.iter().find(|(id, _)| *id == var).map(|&(_, ty)| ty)
    }
}

/// `(id, type)` pairs; the first pair with a matching id wins.
impl<const N: usize> VariableTypes for [(u32, VisaType); N] {
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.as_slice().type_of(var)
    }
}

/// `(id, type)` pairs; the first pair with a matching id wins.
impl VariableTypes for Vec<(u32, VisaType)> {
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.as_slice().type_of(var)
    }
}

impl<T: VariableTypes + ?Sized> VariableTypes for &T {
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        (**self).type_of(var)
    }
}
