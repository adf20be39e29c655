//! The checks `validate` is made of: each operand kind's own rules (reference §5.1,
//! `5_operands.md`), the predicate's id, bitfield ranges, the execution-mask rule and counted
//! parameters. Generated `validate` methods call these; [`ValidationError`] says what failed.
//!
//! Validation layer: above the operands it checks, below the binary and text layers.

use super::error::{ValidationError, VariableTypes};
use super::names::FIRST_GENERAL_VAR;
use super::operand::{
    exec_size_code, Immediate, IndirectOperand, OperandClass, RawOperand, VectorOperand,
};
use super::predicate::Predicate;
use super::types::{type_bytes, Modifier, Region, VisaType, MIN_GRF_BYTES};

impl VectorOperand {
    /// The checks of a destination operand: it is no immediate, its region is
    /// [`Region::destination`] with a
    /// non-zero stride, its only modifier is `sat` (and only where `saturate` says the
    /// instruction has `[.sat]`), plus the class-specific checks of
    /// [`check`](VectorOperand::check).
    ///
    /// ```
    /// use visa_isa::{VarId, VectorOperand};
    ///
    /// assert_eq!(VarId(33).dst(0, 0).check_destination("Dst", false), Ok(()));
    /// assert!(VectorOperand::imm_ud(1).check_destination("Dst", false).is_err());
    /// assert!(VarId(33).dst(0, 0).sat().check_destination("Dst", false).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`ValidationError::DestinationRegionNotAllowed`], [`ValidationError::ModifierNotAllowed`],
    /// or what [`check`](VectorOperand::check) reports.
    pub fn check_destination(
        &self,
        field: &'static str,
        saturate: bool,
    ) -> Result<(), ValidationError> {
        let region = match self {
            VectorOperand::General(g) => g.region,
            VectorOperand::Indirect(i) => i.region,
            // An instruction cannot write a constant.
            VectorOperand::Immediate(_) => {
                return Err(ValidationError::OperandClassNotAllowed {
                    field,
                    found: OperandClass::Immediate,
                    allowed: Self::DESTINATION_CLASSES,
                })
            }
            _ => return self.check(field),
        };
        if !region.is_destination() {
            return Err(ValidationError::DestinationRegionNotAllowed { field, region });
        }
        match self.modifier() {
            Modifier::None => {}
            Modifier::Sat if saturate => {}
            modifier => return Err(ValidationError::ModifierNotAllowed { field, modifier }),
        }
        if let VectorOperand::Indirect(i) = self {
            check_indirect(field, i)?;
        }
        Ok(())
    }

    /// The checks of a source operand of an instruction whose Source Modifier property is
    /// known: as [`check`](VectorOperand::check), but a general or indirect operand may carry
    /// only the modifiers in `allowed` (arithmetic: abs, neg, neg-abs; logic: not; none).
    ///
    /// ```
    /// use visa_isa::{Modifier, VarId};
    ///
    /// let neg = VarId(33).scalar().neg();
    /// assert_eq!(neg.check_source("Src0", &[Modifier::Neg]), Ok(()));
    /// assert!(neg.check_source("Src0", &[]).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`ValidationError::ModifierNotAllowed`], or what [`check`](VectorOperand::check)
    /// reports.
    pub fn check_source(
        &self,
        field: &'static str,
        allowed: &'static [Modifier],
    ) -> Result<(), ValidationError> {
        let modifier = self.modifier();
        if modifier != Modifier::None && !allowed.contains(&modifier) {
            return Err(ValidationError::ModifierNotAllowed { field, modifier });
        }
        // The class checks, on the operand without its (allowed) modifier.
        self.with_modifier(Modifier::None).check(field)
    }

    /// Class-independent checks for a *source* operand named `field` (reference §5.1;
    /// `5_operands.md`):
    ///
    /// - regions encodable ([`ValidationError::RegionNotEncodable`]);
    /// - modifiers only on general/indirect operands, and never `sat` on a source
    ///   ([`ValidationError::ModifierNotAllowed`]);
    /// - immediates not BOOL and without bits beyond their 4-byte value
    ///   ([`ValidationError::ImmediateTypeNotAllowed`], [`ValidationError::ReservedBitsSet`]);
    /// - indirect type not V/UV/VF/BOOL, offset in -512..=511
    ///   ([`ValidationError::ImmediateTypeNotAllowed`], [`ValidationError::ValueOutOfRange`]);
    /// - address widths encodable as an exec size ([`ValidationError::AddressWidthNotEncodable`]);
    /// - predicate ids in 1..=4095 ([`ValidationError::PredicateIdOutOfRange`]).
    ///
    /// ```
    /// use visa_isa::{Region, VarId};
    ///
    /// assert_eq!(VarId(33).src(0, 0, 8).check("Src0"), Ok(()));
    /// // 3 is no vertical stride.
    /// assert!(VarId(33).region(0, 0, Region::new(3, 8, 1)).check("Src0").is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// The first rule above that the operand breaks.
    #[inline]
    pub fn check(&self, field: &'static str) -> Result<(), ValidationError> {
        if self.passes_check() {
            Ok(())
        } else {
            self.check_error(field)
        }
    }

    /// Whether [`check`](VectorOperand::check) accepts the operand: its fast path, small
    /// enough to inline, with no error to build (`check_error` is the definition; a test
    /// compares the two).
    #[inline]
    fn passes_check(&self) -> bool {
        let source_modifier = |m: Modifier| !matches!(m, Modifier::Sat | Modifier::Not);
        match self {
            VectorOperand::General(g) => g.region.encode().is_some() && source_modifier(g.modifier),
            VectorOperand::Indirect(i) => {
                i.region.encode().is_some()
                    && source_modifier(i.modifier)
                    && IndirectOperand::ALLOWED_TYPES.contains(&i.ty)
                    && IndirectOperand::IMM_OFFSET_RANGE.contains(&i.imm_offset)
            }
            VectorOperand::Immediate(imm) => {
                let width_mask = match imm.ty {
                    VisaType::Ub | VisaType::B => 0xff,
                    VisaType::Uw | VisaType::W | VisaType::Hf | VisaType::Bf => 0xffff,
                    _ => imm.encoded_bits(),
                };
                imm.ty != VisaType::Bool
                    && imm.encoded_bits() == imm.bits
                    && imm.bits & !width_mask == 0
            }
            VectorOperand::Address(a) => exec_size_code(a.width).is_some(),
            VectorOperand::Predicate(p) => p.id != 0 && p.id <= 0x0FFF,
            VectorOperand::State(_) => true,
        }
    }

    /// [`check`](VectorOperand::check) rule by rule, out of line: the first rule the operand
    /// breaks (`Ok` only where [`passes_check`](VectorOperand::passes_check) holds).
    #[cold]
    #[inline(never)]
    fn check_error(&self, field: &'static str) -> Result<(), ValidationError> {
        match self {
            VectorOperand::General(g) => {
                check_region(field, g.region)?;
                check_source_modifier(field, g.modifier)
            }
            VectorOperand::Indirect(i) => {
                check_region(field, i.region)?;
                check_source_modifier(field, i.modifier)?;
                check_indirect(field, i)
            }
            VectorOperand::Immediate(imm) => {
                if imm.ty == VisaType::Bool {
                    return Err(ValidationError::ImmediateTypeNotAllowed {
                        field,
                        found: imm.ty,
                        allowed: Immediate::ALLOWED_TYPES,
                    });
                }
                // The value must fit its type: a UW immediate with bit 16 set is not a UW.
                let width_mask = match imm.ty {
                    VisaType::Ub | VisaType::B => 0xff,
                    VisaType::Uw | VisaType::W | VisaType::Hf | VisaType::Bf => 0xffff,
                    _ => imm.encoded_bits(),
                };
                if imm.encoded_bits() != imm.bits || imm.bits & !width_mask != 0 {
                    return Err(ValidationError::ReservedBitsSet {
                        field,
                        value: imm.bits,
                    });
                }
                Ok(())
            }
            VectorOperand::Address(a) => {
                if exec_size_code(a.width).is_none() {
                    return Err(ValidationError::AddressWidthNotEncodable {
                        field,
                        width: a.width,
                    });
                }
                Ok(())
            }
            VectorOperand::Predicate(p) => {
                if p.id == 0 || p.id > 0x0FFF {
                    return Err(ValidationError::PredicateIdOutOfRange { id: p.id });
                }
                Ok(())
            }
            VectorOperand::State(_) => Ok(()),
        }
    }
}

/// The checks of an operand printed in address-of form ([`AddressOf`](super::asm::AddressOf); ADDR_ADD's Src0): a
/// general operand has the region `<0;1,0>` (ADDR_ADD's Notes: "Src0's region must be
/// <0;1,0>") and no modifier, neither of which the text `&V101[40]` can carry.
///
/// ```
/// use visa_isa::{check_address_of, VarId};
///
/// assert_eq!(check_address_of("Src0", &VarId(33).scalar()), Ok(()));
/// assert!(check_address_of("Src0", &VarId(33).src(0, 0, 8)).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::RegionNotScalar`], [`ValidationError::ModifierNotAllowed`].
pub fn check_address_of(
    field: &'static str,
    operand: &VectorOperand,
) -> Result<(), ValidationError> {
    if let VectorOperand::General(g) = operand {
        if g.modifier != Modifier::None {
            return Err(ValidationError::ModifierNotAllowed {
                field,
                modifier: g.modifier,
            });
        }
        if g.region != Region::SCALAR {
            return Err(ValidationError::RegionNotScalar {
                field,
                region: g.region,
            });
        }
    }
    Ok(())
}

/// Most elements an address variable has (`4_visa_header.md`, address_info).
///
/// ```
/// assert_eq!(visa_isa::runtime::check::MAX_ADDRESS_ELEMENTS, 16);
/// ```
pub const MAX_ADDRESS_ELEMENTS: u8 = 16;

/// The check of a destination that may be an address operand, for an instruction of `lanes`
/// lanes: the elements it writes, one per lane from its offset (its width is ignored,
/// `5_operands.md`), are within the 16 an address variable has at most.
///
/// ```
/// use visa_isa::{check_address_destination, AddressId, VarId};
///
/// assert_eq!(check_address_destination("Dst", &AddressId(0).operand(0, 1), 16), Ok(()));
/// assert!(check_address_destination("Dst", &AddressId(0).operand(8, 1), 16).is_err());
/// // Other classes pass.
/// assert_eq!(check_address_destination("Dst", &VarId(33).dst(0, 0), 16), Ok(()));
/// ```
///
/// # Errors
///
/// [`ValidationError::AddressDestinationTooWide`].
pub fn check_address_destination(
    field: &'static str,
    operand: &VectorOperand,
    lanes: u8,
) -> Result<(), ValidationError> {
    match operand {
        VectorOperand::Address(a)
            if u32::from(a.offset) + u32::from(lanes) > u32::from(MAX_ADDRESS_ELEMENTS) =>
        {
            Err(ValidationError::AddressDestinationTooWide {
                field,
                offset: a.offset,
                lanes,
            })
        }
        _ => Ok(()),
    }
}

/// An indirect operand's type and immediate offset.
fn check_indirect(field: &'static str, i: &IndirectOperand) -> Result<(), ValidationError> {
    if !IndirectOperand::ALLOWED_TYPES.contains(&i.ty) {
        return Err(ValidationError::ImmediateTypeNotAllowed {
            field,
            found: i.ty,
            allowed: IndirectOperand::ALLOWED_TYPES,
        });
    }
    if !IndirectOperand::IMM_OFFSET_RANGE.contains(&i.imm_offset) {
        return Err(ValidationError::ValueOutOfRange {
            field,
            value: i64::from(i.imm_offset),
            min: i64::from(*IndirectOperand::IMM_OFFSET_RANGE.start()),
            max: i64::from(*IndirectOperand::IMM_OFFSET_RANGE.end()),
        });
    }
    Ok(())
}

#[inline]
fn check_region(field: &'static str, region: Region) -> Result<(), ValidationError> {
    match region.encode() {
        Some(_) => Ok(()),
        None => Err(ValidationError::RegionNotEncodable { field, region }),
    }
}

#[inline]
/// Source modifiers of the opcodes generated so far: `sat` is a destination modifier, and
/// `not` is allowed only on Logic-type opcodes (reference §5.1), none of which take a checked
/// vector operand here.
fn check_source_modifier(field: &'static str, modifier: Modifier) -> Result<(), ValidationError> {
    if matches!(modifier, Modifier::Sat | Modifier::Not) {
        Err(ValidationError::ModifierNotAllowed { field, modifier })
    } else {
        Ok(())
    }
}

impl Predicate {
    /// Checks that the id fits bits `[11:0]` and is not the reserved P0 (reference §2.4).
    ///
    /// ```
    /// use visa_isa::Predicate;
    ///
    /// assert_eq!(Predicate::new(1).check(), Ok(()));
    /// assert!(Predicate::new(0).check().is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`ValidationError::PredicateIdOutOfRange`] if the id is 0 or above 4095.
    #[inline]
    pub const fn check(&self) -> Result<(), ValidationError> {
        if self.id >= 1 && self.id <= 0x0FFF {
            Ok(())
        } else {
            Err(ValidationError::PredicateIdOutOfRange { id: self.id })
        }
    }
}

/// Checks that a signed bitfield value is in its documented range.
///
/// ```
/// use visa_isa::check_range;
///
/// assert_eq!(check_range("Aoffimmi.u_offset", -8, -8, 7), Ok(()));
/// assert!(check_range("Aoffimmi.u_offset", 8, -8, 7).is_err());
/// ```
#[inline]
pub fn check_range(
    field: &'static str,
    value: i64,
    min: i64,
    max: i64,
) -> Result<(), ValidationError> {
    if value < min || value > max {
        return Err(ValidationError::ValueOutOfRange {
            field,
            value,
            min,
            max,
        });
    }
    Ok(())
}

/// The execution masks IGC accepts for an execution size (reference §5.3, `Get_Gen4_Emask`,
/// `Common_ISA_util.cpp:877`): SIMD16 and SIMD32 only on M1/M5, SIMD8 only on odd groups;
/// the `_NM` forms follow their base mask.
///
/// ```
/// use visa_isa::{check_exec_mask, ExecMask};
///
/// assert_eq!(check_exec_mask(16, ExecMask::M1.code(), "M1"), Ok(()));
/// // SIMD16 takes M1 and M5 only.
/// assert!(check_exec_mask(16, ExecMask::M2.code(), "M2").is_err());
/// ```
#[inline]
pub fn check_exec_mask(
    lanes: u8,
    mask_code: u8,
    mask_name: &'static str,
) -> Result<(), ValidationError> {
    let group = mask_code & 7;
    let allowed = match lanes {
        16 | 32 => group == 0 || group == 4,
        8 => group % 2 == 0,
        _ => true,
    } && u32::from(lanes) + 4 * u32::from(group) <= 32; // IGC's verifier, §5.1
    if allowed {
        Ok(())
    } else {
        Err(ValidationError::ExecMaskNotAllowed {
            lanes,
            mask: mask_name,
        })
    }
}

/// The number of counted parameters present, and an error when one follows a skipped one
/// (only trailing parameters may be skipped). `present` says which are, in order; `fields`
/// names them, for the error.
///
/// ```
/// use visa_isa::{count_params, ValidationError};
///
/// assert_eq!(count_params(&[true, true, false], &["U", "V", "R"]), Ok(2));
/// assert_eq!(
///     count_params(&[true, false, true], &["U", "V", "R"]),
///     Err(ValidationError::ParamAfterSkipped { field: "R" })
/// );
/// ```
#[inline]
pub fn count_params(present: &[bool], fields: &[&'static str]) -> Result<usize, ValidationError> {
    // Present parameters as bits, the first lowest: valid when they are the low bits only.
    let bits = present
        .iter()
        .rev()
        .fold(0u64, |bits, &p| bits << 1 | u64::from(p));
    if present.len() <= 64 && bits & bits.wrapping_add(1) == 0 {
        return Ok(bits.count_ones() as usize);
    }
    let count = present.iter().take_while(|p| **p).count();
    match present.iter().skip(count).position(|p| *p) {
        None => Ok(count),
        Some(after) => Err(param_after_skipped(fields, count + after)),
    }
}

#[cold]
#[inline(never)]
fn param_after_skipped(fields: &[&'static str], index: usize) -> ValidationError {
    ValidationError::ParamAfterSkipped {
        field: fields.get(index).copied().unwrap_or("parameter"),
    }
}

/// Checks a declared variable's type: predefined ids (< 32) pass unchecked, like IGC's
/// verifier does for raw operands (reference §5.1).
#[inline]
fn check_declared_type(
    field: &'static str,
    var: u32,
    allowed: &'static [VisaType],
    env: &(impl VariableTypes + ?Sized),
) -> Result<(), ValidationError> {
    if var < FIRST_GENERAL_VAR {
        return Ok(());
    }
    match env.type_of(var) {
        None => Err(ValidationError::UndeclaredVariable { field, var }),
        Some(found) if allowed.contains(&found) => Ok(()),
        Some(found) => Err(ValidationError::VariableTypeNotAllowed {
            field,
            var,
            found,
            allowed,
        }),
    }
}

/// Checks the declared type of a raw operand's variable against `allowed`.
///
/// Ids below 32 are predefined and accepted unchecked (reference §5.1, "Raw operand"); an id
/// ≥ 32 missing from `env` is [`ValidationError::UndeclaredVariable`]; a type outside
/// `allowed` is [`ValidationError::VariableTypeNotAllowed`].
///
/// ```
/// use visa_isa::{check_raw_type, Align, Kernel, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::F, 8, Align::Grf)?;
/// assert_eq!(check_raw_type("Dst", &v.raw(0), &[VisaType::F], &kernel), Ok(()));
/// assert!(check_raw_type("Dst", &v.raw(0), &[VisaType::Ud], &kernel).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`ValidationError::UndeclaredVariable`] or [`ValidationError::VariableTypeNotAllowed`].
#[inline]
pub fn check_raw_type(
    field: &'static str,
    op: &RawOperand,
    allowed: &'static [VisaType],
    env: &(impl VariableTypes + ?Sized),
) -> Result<(), ValidationError> {
    check_declared_type(field, op.var, allowed, env)
}

/// Checks the type of a vector operand against `allowed_imm_or_var`.
///
/// - general: the variable's declared type, as in [`check_raw_type`];
/// - immediate and indirect: the operand's own type
///   ([`ValidationError::ImmediateTypeNotAllowed`]);
/// - address, predicate and state operands have no element type here and pass.
///
/// ```
/// use visa_isa::{check_vector_type, Align, Kernel, VectorOperand, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::F, 8, Align::Grf)?;
/// assert_eq!(check_vector_type("Src0", &v.scalar(), &[VisaType::F], &kernel), Ok(()));
/// let imm = VectorOperand::imm_ud(1);
/// assert!(check_vector_type("Src0", &imm, &[VisaType::F], &kernel).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`ValidationError::UndeclaredVariable`], [`ValidationError::VariableTypeNotAllowed`] or
/// [`ValidationError::ImmediateTypeNotAllowed`].
#[inline]
pub fn check_vector_type(
    field: &'static str,
    op: &VectorOperand,
    allowed_imm_or_var: &'static [VisaType],
    env: &(impl VariableTypes + ?Sized),
) -> Result<(), ValidationError> {
    match op {
        VectorOperand::General(g) => check_declared_type(field, g.var, allowed_imm_or_var, env),
        _ => check_immediate_type(field, op, allowed_imm_or_var),
    }
}

/// Checks that an immediate operand's value, as an unsigned number, is at most `max` (IGC
/// takes a 32-bit immediate where it keeps fewer bits: LSC_UNTYPED's pitch); other classes
/// pass.
///
/// ```
/// use visa_isa::{check_immediate_max, VectorOperand};
///
/// assert_eq!(check_immediate_max("Pitch", &VectorOperand::imm_ud(0xffff), 0xffff), Ok(()));
/// assert!(check_immediate_max("Pitch", &VectorOperand::imm_ud(0x1_0000), 0xffff).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::ValueOutOfRange`] if the immediate exceeds `max`.
#[inline]
pub fn check_immediate_max(
    field: &'static str,
    op: &VectorOperand,
    max: u64,
) -> Result<(), ValidationError> {
    match op {
        VectorOperand::Immediate(imm) if imm.bits > max => Err(ValidationError::ValueOutOfRange {
            field,
            value: i64::try_from(imm.bits).unwrap_or(i64::MAX),
            min: 0,
            max: i64::try_from(max).unwrap_or(i64::MAX),
        }),
        _ => Ok(()),
    }
}

/// Checks the type that an immediate or indirect operand carries itself against `allowed`
/// ([`ValidationError::ImmediateTypeNotAllowed`]); other classes pass. Needs no declarations.
///
/// ```
/// use visa_isa::{check_immediate_type, VarId, VectorOperand, VisaType};
///
/// assert_eq!(check_immediate_type("Src0", &VectorOperand::imm_ud(1), &[VisaType::Ud]), Ok(()));
/// assert!(check_immediate_type("Src0", &VectorOperand::imm_ud(1), &[VisaType::F]).is_err());
/// assert_eq!(check_immediate_type("Src0", &VarId(33).scalar(), &[VisaType::F]), Ok(()));
/// ```
///
/// # Errors
///
/// [`ValidationError::ImmediateTypeNotAllowed`] if the carried type is not in `allowed`.
#[inline]
pub fn check_immediate_type(
    field: &'static str,
    op: &VectorOperand,
    allowed: &'static [VisaType],
) -> Result<(), ValidationError> {
    let found = match op {
        VectorOperand::Immediate(imm) => imm.ty,
        VectorOperand::Indirect(ind) => ind.ty,
        _ => return Ok(()),
    };
    if allowed.contains(&found) {
        Ok(())
    } else {
        Err(ValidationError::ImmediateTypeNotAllowed {
            field,
            found,
            allowed,
        })
    }
}

/// Checks an instruction's predicate mode: when one of `operands` is a predicate operand, all
/// of them must be, the instruction may be neither `predicated` nor `saturated` (the saturated
/// destination's field), and its execution size must be one of `exec_sizes` (any when empty).
/// The logic instructions and MOV's flag copy (their Notes; `specs/errata.yaml`).
///
/// ```
/// use visa_isa::{check_predicate_mode, PredicateOperand, VarId, VectorOperand};
///
/// let p = VectorOperand::Predicate(PredicateOperand { id: 1 });
/// assert_eq!(check_predicate_mode(&[("Dst", &p), ("Src0", &p)], false, None, 1, &[]), Ok(()));
/// let v = VarId(33).scalar();
/// assert!(check_predicate_mode(&[("Dst", &p), ("Src0", &v)], false, None, 1, &[]).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::PredicateModeOperand`], [`ValidationError::PredicateModePredicated`],
/// [`ValidationError::ModifierNotAllowed`] or [`ValidationError::ExecSizeNotAllowed`].
#[inline]
pub fn check_predicate_mode(
    operands: &[(&'static str, &VectorOperand)],
    predicated: bool,
    saturated: Option<&'static str>,
    lanes: u8,
    exec_sizes: &'static [u8],
) -> Result<(), ValidationError> {
    let is_predicate = |op: &VectorOperand| op.class() == OperandClass::Predicate;
    if !operands.iter().any(|(_, op)| is_predicate(op)) {
        return Ok(());
    }
    if let Some((field, _)) = operands.iter().find(|(_, op)| !is_predicate(op)) {
        return Err(ValidationError::PredicateModeOperand { field });
    }
    if predicated {
        return Err(ValidationError::PredicateModePredicated);
    }
    if let Some(field) = saturated {
        return Err(ValidationError::ModifierNotAllowed {
            field,
            modifier: Modifier::Sat,
        });
    }
    if !exec_sizes.is_empty() && !exec_sizes.contains(&lanes) {
        return Err(ValidationError::ExecSizeNotAllowed {
            lanes,
            allowed: exec_sizes,
        });
    }
    Ok(())
}

/// Checks that a vector operand's class is one of `allowed`
/// ([`ValidationError::OperandClassNotAllowed`]).
///
/// ```
/// use visa_isa::{check_operand_class, OperandClass, VectorOperand};
///
/// let imm = VectorOperand::imm_ud(0);
/// assert_eq!(check_operand_class("Src0", &imm, &[OperandClass::Immediate]), Ok(()));
/// assert!(check_operand_class("Src0", &imm, &[OperandClass::General]).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::OperandClassNotAllowed`] if the class is not in `allowed`.
#[inline]
pub fn check_operand_class(
    field: &'static str,
    op: &VectorOperand,
    allowed: &'static [OperandClass],
) -> Result<(), ValidationError> {
    let found = op.class();
    if allowed.contains(&found) {
        Ok(())
    } else {
        Err(ValidationError::OperandClassNotAllowed {
            field,
            found,
            allowed,
        })
    }
}

/// Checks that a general operand has the region its field implies (a field whose text shows
/// no region, so that IGC's parser writes `implied`).
///
/// ```
/// use visa_isa::{check_implied_region, Region, VarId};
///
/// assert_eq!(check_implied_region("Src0", &VarId(33).scalar(), Region::SCALAR), Ok(()));
/// assert!(check_implied_region("Src0", &VarId(33).src(0, 0, 8), Region::SCALAR).is_err());
/// ```
#[inline]
pub fn check_implied_region(
    field: &'static str,
    op: &VectorOperand,
    implied: Region,
) -> Result<(), ValidationError> {
    match op {
        VectorOperand::General(g) if g.region != implied => {
            Err(ValidationError::RegionNotImplied {
                field,
                region: g.region,
                implied,
            })
        }
        _ => Ok(()),
    }
}

/// Checks that an operand that must be GRF aligned starts a register: a general operand has
/// column offset 0 (its row offset counts whole GRFs), and it is not indirect (its address is
/// known at run time only: GenX_IR 12504.6's finalizer rejects MADW's indirect Dst, "Out of
/// boundary or invalid data value in register offset"); other classes pass.
///
/// ```
/// use visa_isa::{check_grf_aligned, VarId};
///
/// assert_eq!(check_grf_aligned("Src0", &VarId(33).src(1, 0, 8)), Ok(()));
/// assert!(check_grf_aligned("Src0", &VarId(33).src(0, 2, 8)).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::OperandNotGrfAligned`] for a general operand with a column offset or an
/// indirect operand.
#[inline]
pub fn check_grf_aligned(field: &'static str, op: &VectorOperand) -> Result<(), ValidationError> {
    match op {
        VectorOperand::General(g) if g.col != 0 => Err(ValidationError::OperandNotGrfAligned {
            field,
            offset: Some(u16::from(g.col)),
        }),
        VectorOperand::Indirect(_) => Err(ValidationError::OperandNotGrfAligned {
            field,
            offset: None,
        }),
        _ => Ok(()),
    }
}

/// Checks that a raw operand that must be GRF aligned starts at a multiple of
/// [`MIN_GRF_BYTES`].
///
/// ```
/// use visa_isa::{check_raw_grf_aligned, RawOperand};
///
/// assert_eq!(check_raw_grf_aligned("Dst", &RawOperand::new(33, 64)), Ok(()));
/// assert!(check_raw_grf_aligned("Dst", &RawOperand::new(33, 4)).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::OperandNotGrfAligned`] when its byte offset is not such a multiple.
#[inline]
pub fn check_raw_grf_aligned(field: &'static str, op: &RawOperand) -> Result<(), ValidationError> {
    if op.offset % MIN_GRF_BYTES != 0 {
        return Err(ValidationError::OperandNotGrfAligned {
            field,
            offset: Some(op.offset),
        });
    }
    Ok(())
}

/// Checks that a raw operand starts at its variable's first byte (offset 0): IGC prints some
/// raw operands by their variable's name alone (LSC_TYPED's coordinates).
///
/// ```
/// use visa_isa::{check_raw_whole_variable, RawOperand};
///
/// assert_eq!(check_raw_whole_variable("Dst", &RawOperand::new(33, 0)), Ok(()));
/// assert!(check_raw_whole_variable("Dst", &RawOperand::new(33, 32)).is_err());
/// ```
#[inline]
pub fn check_raw_whole_variable(
    field: &'static str,
    op: &RawOperand,
) -> Result<(), ValidationError> {
    if op.offset != 0 {
        return Err(ValidationError::OperandOffsetNotZero {
            field,
            offset: op.offset,
        });
    }
    Ok(())
}

/// Checks that a `scalar` field's general or indirect operand reads one element: width 1 and
/// horizontal stride 0 (IGC prints and verifies scalars as `<0;1,0>`).
///
/// ```
/// use visa_isa::{check_scalar_region, VarId};
///
/// assert_eq!(check_scalar_region("Src0", &VarId(33).scalar()), Ok(()));
/// assert!(check_scalar_region("Src0", &VarId(33).src(0, 0, 8)).is_err());
/// ```
#[inline]
pub fn check_scalar_region(field: &'static str, op: &VectorOperand) -> Result<(), ValidationError> {
    let region = match op {
        VectorOperand::General(g) => g.region,
        VectorOperand::Indirect(i) => i.region,
        _ => return Ok(()),
    };
    if region.width != 1 || region.hstride != 0 {
        return Err(ValidationError::RegionNotScalar { field, region });
    }
    Ok(())
}

/// One of an instruction's operand type maps (`#### Operand type maps` of its spec): a
/// destination of one of `dst` may take sources of the types `src`.
///
/// ```
/// use visa_isa::{check_operand_types, TypeMap, VisaType};
///
/// const MAPS: &[TypeMap] = &[
///     TypeMap { dst: &[VisaType::F], src: &[VisaType::F] },
///     TypeMap { dst: &[VisaType::Hf], src: &[VisaType::Hf] },
/// ];
/// let (f, hf) = (Some(VisaType::F), Some(VisaType::Hf));
/// assert_eq!(check_operand_types(&[("Dst", f)], &[("Src0", f)], &[], MAPS), Ok(()));
/// assert!(check_operand_types(&[("Dst", f)], &[("Src0", hf)], &[], MAPS).is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeMap {
    /// Destination types.
    pub dst: &'static [VisaType],
    /// Source types.
    pub src: &'static [VisaType],
}

/// The element type of a vector operand for [`check_operand_types`]: a general variable's
/// declared type, an immediate's or indirect operand's own type; `None` for the predefined
/// variables (accepted unchecked, as in [`check_vector_type`]) and the classes without an
/// element type (address, predicate, state).
///
/// ```
/// use visa_isa::{operand_element_type, Align, Kernel, VectorOperand, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::Hf, 8, Align::Grf)?;
/// assert_eq!(operand_element_type("Src0", &v.scalar(), &kernel)?, Some(VisaType::Hf));
/// let imm = VectorOperand::imm_ud(1);
/// assert_eq!(operand_element_type("Src0", &imm, &kernel)?, Some(VisaType::Ud));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`ValidationError::UndeclaredVariable`] for a general variable the declarations lack.
#[inline]
pub fn operand_element_type(
    field: &'static str,
    op: &VectorOperand,
    env: &(impl VariableTypes + ?Sized),
) -> Result<Option<VisaType>, ValidationError> {
    match op {
        VectorOperand::General(g) if g.var < FIRST_GENERAL_VAR => Ok(None),
        VectorOperand::General(g) => env
            .type_of(g.var)
            .map(Some)
            .ok_or(ValidationError::UndeclaredVariable { field, var: g.var }),
        VectorOperand::Immediate(imm) => Ok(Some(imm.ty)),
        VectorOperand::Indirect(ind) => Ok(Some(ind.ty)),
        _ => Ok(None),
    }
}

/// The type a packed-vector immediate stands for in the type checks, as IGC's verifier
/// takes it (`IsaVerification.cpp` `verifyInstructionArith`: `VF` where `F` is expected, `V`
/// and `UV` where an integer is): `F` for `VF`, `W` for `V`, `UW` for `UV`; others unchanged.
const fn checked_type(ty: VisaType) -> VisaType {
    match ty {
        VisaType::Vf => VisaType::F,
        VisaType::V => VisaType::W,
        VisaType::Uv => VisaType::Uw,
        other => other,
    }
}

/// Checks an instruction's operand types against its spec's Supported Types and operand type
/// maps, as IGC's verifier does (`IsaVerification.cpp` `verifyInstructionArith`: a float
/// destination takes sources of its own type, an integer destination integer sources).
///
/// - every typed operand's type is one of `supported` (the Supported Types together with the
///   types the maps name; none checked when empty);
/// - when `maps` is not empty, each pair of a destination whose type a map's destination
///   side names and a source whose type a map's source side names must be one map's
///   (a type no map names, `Q` of ADD, is checked against `supported` alone).
///
/// `dsts` and `srcs` are `(field, element type)`, the type `None` where unchecked
/// ([`operand_element_type`]). Platform tags are not applied: a map or type of any platform
/// counts.
///
/// ```
/// use visa_isa::{check_operand_types, VisaType};
///
/// // The Supported Types alone: each type must be one of them.
/// const SUPPORTED: &[VisaType] = &[VisaType::F];
/// let f = Some(VisaType::F);
/// assert_eq!(check_operand_types(&[("Dst", f)], &[("Src0", f)], SUPPORTED, &[]), Ok(()));
/// let d = Some(VisaType::D);
/// assert!(check_operand_types(&[("Dst", f)], &[("Src0", d)], SUPPORTED, &[]).is_err());
/// ```
///
/// # Errors
///
/// [`ValidationError::TypeNotSupported`] or [`ValidationError::OperandTypesNotMapped`].
#[inline]
pub fn check_operand_types(
    dsts: &[(&'static str, Option<VisaType>)],
    srcs: &[(&'static str, Option<VisaType>)],
    supported: &'static [VisaType],
    maps: &'static [TypeMap],
) -> Result<(), ValidationError> {
    for &(field, ty) in dsts.iter().chain(srcs) {
        if let Some(found) = ty {
            if !supported.is_empty() && !supported.contains(&checked_type(found)) {
                return Err(ValidationError::TypeNotSupported {
                    field,
                    found,
                    supported,
                });
            }
        }
    }
    if maps.is_empty() {
        return Ok(());
    }
    let mapped = |ty: VisaType, side: fn(&TypeMap) -> &'static [VisaType]| {
        maps.iter().any(|m| side(m).contains(&checked_type(ty)))
    };
    for &(dst_field, dst) in dsts {
        let Some(dst) = dst.filter(|&t| mapped(t, |m| m.dst)) else {
            continue;
        };
        for &(src_field, src) in srcs {
            let Some(src) = src.filter(|&t| mapped(t, |m| m.src)) else {
                continue;
            };
            let (d, s) = (checked_type(dst), checked_type(src));
            if !maps
                .iter()
                .any(|m| m.dst.contains(&d) && m.src.contains(&s))
            {
                return Err(ValidationError::OperandTypesNotMapped {
                    dst_field,
                    dst,
                    src_field,
                    src,
                });
            }
        }
    }
    Ok(())
}

/// Checks that a general operand's region stays within its variable, as IGC's verifier
/// computes it (`IsaVerification.cpp` `verifyRegion`): the operand starts at
/// `row * grf + col * size` bytes (`size` the variable's type size, `grf` the GRF size
/// [`grf_bytes_of_rows`](VariableTypes::grf_bytes_of_rows) gives: a kernel's own, 64 bytes
/// on PVC), and of its `lanes` elements the last is at
/// `((lanes / width) - 1) * vstride + (width - 1) * hstride` elements from the start; for a
/// destination, width is `lanes` and the vertical stride `lanes * hstride`, so the last is at
/// `(lanes - 1) * hstride`. The last byte of that element must lie within the variable's
/// [`bytes_of`](VariableTypes::bytes_of). Other operand classes, predefined variables and
/// variables whose size `env` does not know pass.
///
/// ```
/// use visa_isa::{check_region_bounds, Align, Kernel, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::F, 8, Align::Grf)?;
/// assert_eq!(check_region_bounds("Src0", &v.src(0, 0, 8), 8, false, &kernel), Ok(()));
/// assert!(check_region_bounds("Src0", &v.src(0, 0, 8), 16, false, &kernel).is_err());
///
/// // Row 1 starts one GRF in: within 64 bytes of F on a 32-byte GRF, beyond them on a
/// // 64-byte one (PVC).
/// let text = ".version 4.1\n.kernel \"k\"\n.decl a v_type=G type=f num_elts=16\n";
/// let pvc = Kernel::from_asm_with_grf(text, 64)?;
/// let mut tgl = Kernel::new("k")?;
/// let b = tgl.declare_var(VisaType::F, 16, Align::Grf)?;
/// assert_eq!(check_region_bounds("Src0", &b.src(1, 0, 8), 8, false, &tgl), Ok(()));
/// assert!(check_region_bounds("Src0", &b.src(1, 0, 8), 8, false, &pvc).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`ValidationError::RegionOutOfBounds`].
#[inline]
pub fn check_region_bounds(
    field: &'static str,
    op: &VectorOperand,
    lanes: u8,
    destination: bool,
    env: &(impl VariableTypes + ?Sized),
) -> Result<(), ValidationError> {
    let VectorOperand::General(g) = op else {
        return Ok(());
    };
    if g.var < FIRST_GENERAL_VAR {
        return Ok(());
    }
    let (Some(ty), Some(size)) = (env.type_of(g.var), env.bytes_of(g.var)) else {
        return Ok(());
    };
    let (elt, lanes) = (type_bytes(ty), u32::from(lanes));
    let r = g.region;
    let last = if destination {
        lanes.saturating_sub(1) * u32::from(r.hstride)
    } else if r.width == 0 {
        return Ok(()); // refused by `validate` (a region has a width)
    } else {
        let rows = (lanes / u32::from(r.width)).max(1);
        (rows - 1) * u32::from(r.vstride) + (u32::from(r.width) - 1) * u32::from(r.hstride)
    };
    let first = u32::from(g.row) * env.grf_bytes_of_rows() + u32::from(g.col) * elt;
    let last_byte = first + last * elt + elt - 1;
    if last_byte >= size {
        return Err(ValidationError::RegionOutOfBounds {
            field,
            var: g.var,
            last_byte,
            size,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::operand::{
        AddressOperand, GeneralOperand, PredicateOperand, StateClass, StateOperand,
    };

    /// Every presence pattern of up to seven parameters: the count of the leading present
    /// ones, or the first present one after a skipped one.
    #[test]
    fn count_params_counts_leading_parameters() {
        let fields = ["A", "B", "C", "D", "E", "F", "G"];
        for len in 0..=fields.len() {
            for pattern in 0u32..1 << len {
                let present: Vec<bool> = (0..len).map(|i| pattern >> i & 1 == 1).collect();
                let leading = present.iter().take_while(|p| **p).count();
                let expected = match present.iter().skip(leading).position(|p| *p) {
                    None => Ok(leading),
                    Some(i) => Err(ValidationError::ParamAfterSkipped {
                        field: fields[leading + i],
                    }),
                };
                assert_eq!(
                    count_params(&present, &fields[..len]),
                    expected,
                    "{present:?}"
                );
            }
        }
    }

    /// `check`'s fast path accepts exactly the operands its rule-by-rule path accepts.
    #[test]
    fn check_fast_path_agrees_with_the_rules() {
        let counts = [0u8, 1, 2, 3, 4, 5, 8, 16, 32, 64, 255];
        let mut regions = Vec::new();
        for vstride in counts {
            for width in counts {
                for hstride in counts {
                    regions.push(Region {
                        vstride,
                        width,
                        hstride,
                    });
                }
            }
        }
        let modifiers = (0..8).filter_map(Modifier::from_code);
        let mut operands = Vec::new();
        for region in regions {
            for modifier in modifiers.clone() {
                operands.push(VectorOperand::General(GeneralOperand {
                    var: 40,
                    row: 1,
                    col: 2,
                    region,
                    modifier,
                }));
                for ty in VisaType::ALL {
                    for imm_offset in [-513, -512, -1, 0, 511, 512] {
                        operands.push(VectorOperand::Indirect(IndirectOperand {
                            addr: 3,
                            addr_offset: 1,
                            imm_offset,
                            ty,
                            region,
                            modifier,
                        }));
                    }
                }
            }
        }
        for ty in VisaType::ALL {
            for bits in [
                0,
                0x7f,
                0xff,
                0x100,
                0xffff,
                0x1_0000,
                0xffff_ffff,
                0x1_0000_0000,
                u64::MAX,
            ] {
                operands.push(VectorOperand::Immediate(Immediate { ty, bits }));
            }
        }
        for width in 0..=64 {
            operands.push(VectorOperand::Address(AddressOperand {
                addr: 1,
                offset: 0,
                width,
            }));
        }
        for id in [0, 1, 0x0fff, 0x1000, 0xffff] {
            operands.push(VectorOperand::Predicate(PredicateOperand { id }));
        }
        operands.push(VectorOperand::State(StateOperand {
            class: StateClass::from_code(1).expect("a state class"),
            id: 7,
            offset: 0,
        }));
        let (mut accepted, mut rejected) = (0, 0);
        for op in &operands {
            let rules = op.check_error("F");
            assert_eq!(op.passes_check(), rules.is_ok(), "{op:?}: {rules:?}");
            if rules.is_ok() {
                accepted += 1;
            } else {
                rejected += 1;
            }
        }
        assert!(accepted > 1000 && rejected > 1000, "{accepted} {rejected}");
    }
}
