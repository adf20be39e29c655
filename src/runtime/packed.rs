//! Operands whose immediate form packs documented bitfields (e.g. 3D_SAMPLE's Aoffimmi):
//! [`PackedImmediate`], implemented by each generated bitfield struct, and [`PackedOperand`],
//! the immediate typed by its bitfields or any other vector operand.
//!
//! Validation layer: a packed immediate checks its own bitfields
//! ([`PackedImmediate::check`]), so it sits with the checks, above the plain operands.

use core::fmt;

use super::check::{check_immediate_type, check_operand_class};
use super::error::ValidationError;
use super::operand::{Immediate, OperandClass, VectorOperand};
use super::types::VisaType;

/// A bit-field value carried as an immediate operand (e.g. Aoffimmi's packed U/V/R offsets).
///
/// ```
/// use visa_isa::op_3d_sample::Aoffimmi;
/// use visa_isa::PackedImmediate;
///
/// let a = Aoffimmi { r_offset: -1, ..Aoffimmi::default() };
/// assert_eq!(a.bits(), 0xf);
/// assert_eq!(Aoffimmi::from_bits(a.bits()), Some(a));
/// ```
pub trait PackedImmediate {
    /// The immediate's vISA type.
    const TYPE: VisaType;
    /// The field's name, for errors.
    const FIELD: &'static str;
    /// The packed bits.
    fn bits(&self) -> u64;
    /// The value whose [`bits`](PackedImmediate::bits) are `bits`; `None` when `bits` has bits
    /// above the packed width or an enumerated bitfield has no value for its code.
    fn from_bits(bits: u64) -> Option<Self>
    where
        Self: Sized;
    /// Checks every bitfield's documented range and reserved bits.
    fn check(&self) -> Result<(), ValidationError>;
    /// The bits of the reserved (must-be-zero) bitfields.
    const RESERVED_MASK: u64;
}

/// An operand whose immediate form has documented bitfields: either that immediate, typed, or
/// any other vector operand (IGC's reader accepts every class).
///
/// ```
/// use visa_isa::op_3d_sample::Aoffimmi;
/// use visa_isa::{PackedOperand, VectorOperand};
///
/// let packed = PackedOperand::<Aoffimmi>::from_operand(VectorOperand::imm_uw(0));
/// assert_eq!(packed, PackedOperand::Immediate(Aoffimmi::default()));
/// assert_eq!(packed.to_string(), "0x0:uw");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum PackedOperand<T> {
    /// The immediate, by its bitfields.
    Immediate(T),
    /// Any vector operand.
    Operand(VectorOperand),
}

impl<T: PackedImmediate> PackedOperand<T> {
    /// The packed form of `operand`: an immediate of type [`T::TYPE`](PackedImmediate::TYPE)
    /// whose bits decode becomes [`PackedOperand::Immediate`], anything else stays an
    /// [`PackedOperand::Operand`]. This is how assembly text is read, since both forms print
    /// alike (`0x0:uw`).
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::{PackedOperand, VarId, VectorOperand};
    ///
    /// let reg = PackedOperand::<Aoffimmi>::from_operand(VarId(33).scalar());
    /// assert_eq!(reg, PackedOperand::Operand(VarId(33).scalar()));
    /// ```
    #[inline]
    pub fn from_operand(operand: VectorOperand) -> Self {
        match operand {
            VectorOperand::Immediate(imm) if imm.ty == T::TYPE => match T::from_bits(imm.bits) {
                Some(bits) => Self::Immediate(bits),
                None => Self::Operand(operand),
            },
            _ => Self::Operand(operand),
        }
    }

    /// As a plain vector operand.
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::{PackedOperand, VectorOperand};
    ///
    /// assert_eq!(PackedOperand::Immediate(Aoffimmi::default()).to_operand(), VectorOperand::imm_uw(0));
    /// ```
    #[inline]
    pub fn to_operand(&self) -> VectorOperand {
        match self {
            Self::Immediate(bits) => VectorOperand::Immediate(Immediate {
                ty: T::TYPE,
                bits: bits.bits(),
            }),
            Self::Operand(op) => *op,
        }
    }

    /// Checks the bitfields, or the operand's class, modifier, region and immediate type.
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::{OperandClass, PackedOperand, VisaType};
    ///
    /// let ok = PackedOperand::Immediate(Aoffimmi::default());
    /// assert_eq!(ok.check(&[OperandClass::Immediate], &[VisaType::Uw]), Ok(()));
    /// let reserved = PackedOperand::Immediate(Aoffimmi { reserved: 1, ..Aoffimmi::default() });
    /// assert!(reserved.check(&[OperandClass::Immediate], &[VisaType::Uw]).is_err());
    /// ```
    #[inline]
    pub fn check(
        &self,
        classes: &'static [OperandClass],
        types: &'static [VisaType],
    ) -> Result<(), ValidationError> {
        match self {
            Self::Immediate(bits) => bits.check(),
            Self::Operand(op) => Self::check_operand(op, classes, types),
        }
    }

    /// [`check`](PackedOperand::check) of a plain operand, out of line so that the check of
    /// the packed form, the usual one, inlines.
    #[inline(never)]
    fn check_operand(
        op: &VectorOperand,
        classes: &'static [OperandClass],
        types: &'static [VisaType],
    ) -> Result<(), ValidationError> {
        op.check(T::FIELD)?;
        // The same immediate written as a plain operand obeys the same bitfields, and
        // must be written by them: one instruction, one value.
        if let VectorOperand::Immediate(imm) = op {
            if imm.ty == T::TYPE && imm.bits & T::RESERVED_MASK != 0 {
                return Err(ValidationError::ReservedBitsSet {
                    field: T::FIELD,
                    value: imm.bits,
                });
            }
            if matches!(Self::from_operand(*op), Self::Immediate(_)) {
                return Err(ValidationError::PackedImmediateAsOperand { field: T::FIELD });
            }
        }
        if !classes.is_empty() {
            check_operand_class(T::FIELD, op, classes)?;
        }
        if !types.is_empty() {
            check_immediate_type(T::FIELD, op, types)?;
        }
        Ok(())
    }

    /// Length of the encoding.
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::PackedOperand;
    ///
    /// // A `uw` immediate: its tag, its type and four value bytes.
    /// assert_eq!(PackedOperand::Immediate(Aoffimmi::default()).encoded_len(), 6);
    /// ```
    #[inline]
    pub fn encoded_len(&self) -> usize {
        self.to_operand().encoded_len()
    }
}

impl<T: Default> Default for PackedOperand<T> {
    /// The immediate of `T`'s default bitfields (all zero for `Aoffimmi`: no offset).
    #[inline]
    fn default() -> Self {
        PackedOperand::Immediate(T::default())
    }
}

impl<T: PackedImmediate> fmt::Display for PackedOperand<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_operand().fmt(f)
    }
}
