//! What every generated instruction shares: the [`Instruction`] trait (validate, encode,
//! decode, print), operands that pack an immediate ([`PackedOperand`]) and the execution-mask
//! rule.

use crate::runtime::{
    check_immediate_type, check_operand_class, parse_asm_line, AsmContext, AsmCursor, AsmError,
    ByteReader, DecodeError, DecodeErrorKind, EncodeError, Immediate, OperandClass, OperandRef,
    ParseAsm, Sink, SliceSink, ValidationError, VariableTypes, VectorOperand, VisaType,
};
use core::fmt;
use core::str::FromStr;

/// A typed vISA instruction: one op variant of one opcode.
///
/// Generated for every variant, and for the per-opcode enums and [`AnyInstruction`] by
/// dispatch. `encode` validates first, so no instruction that
/// [`validate`](Instruction::validate) rejects ever leaves the crate as bytes; `decode`
/// validates last, so none enters it from bytes either.
///
/// [`AnyInstruction`]: crate::AnyInstruction
pub trait Instruction: fmt::Display {
    /// The opcode byte.
    fn opcode(&self) -> u8;

    /// Checks every constraint the spec states that the instruction alone can decide.
    fn validate(&self) -> Result<(), ValidationError>;

    /// [`validate`](Instruction::validate), then the documented operand types against the
    /// declared types of the kernel's variables.
    fn validate_types(&self, declarations: &impl VariableTypes) -> Result<(), ValidationError>;

    /// Length of the encoding in bytes.
    fn encoded_len(&self) -> usize;

    /// Writes the vISA 4.1 bytes without validating. Prefer [`encode`](Instruction::encode).
    fn write_unchecked(&self, out: &mut impl Sink);

    /// Calls `visit` once per operand, in Format order, with the spec's field name: every raw
    /// operand, every vector operand (packed immediates in their operand form), the sampler and
    /// surface indexes, and the predicate when there is one. Absent counted parameters are
    /// skipped. The [kernel writer](crate::Kernel) uses it to check ids against declarations.
    ///
    /// ```
    /// use visa_isa::{gather4_typed::Gather4Typed, ChannelMask, ExecMask, ExecSize, Instruction,
    ///     OperandKind, RawOperand, SurfaceIndex};
    ///
    /// let gather = Gather4Typed {
    ///     exec_size: ExecSize::Simd8,
    ///     exec_mask: ExecMask::M1,
    ///     predicate: None,
    ///     channels: ChannelMask::RGBA,
    ///     surface: SurfaceIndex(6),
    ///     u: RawOperand::new(32, 0),
    ///     v: RawOperand::NULL,
    ///     r: RawOperand::NULL,
    ///     lod: RawOperand::NULL,
    ///     dst: RawOperand::new(33, 0),
    /// };
    /// let mut raw = Vec::new();
    /// gather.for_each_operand(&mut |op| {
    ///     if let OperandKind::Raw(r) = op.kind {
    ///         raw.push(format!("{}={r}", op.field));
    ///     }
    /// });
    /// assert_eq!(raw, ["U=V32.0", "V=%null.0", "R=%null.0", "LOD=%null.0", "Dst=V33.0"]);
    /// ```
    fn for_each_operand(&self, visit: &mut dyn FnMut(OperandRef<'_>));

    /// Writes the instruction's assembly text, in `context` when given: the text `Display`
    /// prints (which is this without a context), but for the byte offsets of address-of
    /// operands (`&V101[40]`), which need the context ([`AsmContext`]).
    fn fmt_asm(&self, f: &mut fmt::Formatter<'_>, context: Option<AsmContext<'_>>) -> fmt::Result;

    /// The instruction's assembly text in `context`, as
    /// [`Kernel::to_asm`](crate::Kernel::to_asm) prints it;
    /// [`parse_asm_line_in`](crate::parse_asm_line_in) reads it back.
    #[inline]
    fn display_in<'a>(&'a self, context: AsmContext<'a>) -> InContext<'a, Self>
    where
        Self: Sized,
    {
        InContext {
            instruction: self,
            context,
        }
    }

    /// Validates and appends the encoding to `out`; returns the number of bytes written.
    #[inline]
    fn encode(&self, out: &mut Vec<u8>) -> Result<usize, ValidationError> {
        self.validate()?;
        let start = out.len();
        out.reserve(self.encoded_len());
        self.write_unchecked(out);
        Ok(out.len() - start)
    }

    /// Reads one instruction at `reader`'s position without validating it: the inverse of
    /// [`write_unchecked`](Instruction::write_unchecked), member by member
    /// (`visa-binary-format.md` §2). The per-opcode enums dispatch on the sub-op field,
    /// [`AnyInstruction`](crate::AnyInstruction) on the opcode byte.
    ///
    /// What reads back re-encodes to exactly the bytes read; bytes the type cannot hold are
    /// errors (see [`runtime::decode`](crate::runtime::decode)). On error the reader's position
    /// is unspecified.
    ///
    /// # Errors
    ///
    /// Any [`DecodeErrorKind`] but `Invalid` and the `.isa` file kinds.
    fn read_unchecked(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError>
    where
        Self: Sized;

    /// [`read_unchecked`](Instruction::read_unchecked), then
    /// [`validate`](Instruction::validate).
    ///
    /// # Errors
    ///
    /// As `read_unchecked`, and [`DecodeErrorKind::Invalid`] (at the instruction's start) when
    /// `validate` rejects what was read.
    #[inline]
    fn read(reader: &mut ByteReader<'_>) -> Result<Self, DecodeError>
    where
        Self: Sized,
    {
        let start = reader.offset();
        let inst = Self::read_unchecked(reader)?;
        inst.validate()
            .map_err(|error| DecodeError::new(start, DecodeErrorKind::Invalid { error }))?;
        Ok(inst)
    }

    /// Decodes and validates the instruction at the start of `bytes`; returns it and the number
    /// of bytes it takes (the rest of `bytes` is not looked at). Offsets in errors count from
    /// the start of `bytes`.
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::Op3dSample, AnyInstruction, DecodeErrorKind, Instruction};
    ///
    /// // reference §3.1 example 1
    /// let bytes = [
    ///     0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00,
    ///     0x06, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00,
    ///     0x21, 0x00, 0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (sample, len) = Op3dSample::decode(&bytes)?;
    /// assert_eq!(len, 34);
    /// assert_eq!(sample.to_string(), "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0");
    ///
    /// // NumParams 0: the type holds it, validate does not.
    /// let mut none = bytes[..22].to_vec();
    /// none[21] = 0;
    /// let err = AnyInstruction::decode(&none).unwrap_err();
    /// assert_eq!(err.offset, 0);
    /// assert!(matches!(err.kind, DecodeErrorKind::Invalid { .. }));
    /// assert!(AnyInstruction::decode_unchecked(&none).is_ok());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`read`](Instruction::read).
    #[inline]
    fn decode(bytes: &[u8]) -> Result<(Self, usize), DecodeError>
    where
        Self: Sized,
    {
        let mut reader = ByteReader::new(bytes);
        let inst = Self::read(&mut reader)?;
        Ok((inst, reader.offset()))
    }

    /// [`decode`](Instruction::decode) without the validation: gives back what
    /// [`write_unchecked`](Instruction::write_unchecked) wrote, valid or not.
    ///
    /// # Errors
    ///
    /// As [`read_unchecked`](Instruction::read_unchecked).
    #[inline]
    fn decode_unchecked(bytes: &[u8]) -> Result<(Self, usize), DecodeError>
    where
        Self: Sized,
    {
        let mut reader = ByteReader::new(bytes);
        let inst = Self::read_unchecked(&mut reader)?;
        Ok((inst, reader.offset()))
    }

    /// Validates and writes the encoding at the start of `buf`; returns the number of bytes.
    #[inline]
    fn encode_into(&self, buf: &mut [u8]) -> Result<usize, EncodeError> {
        self.validate()?;
        let needed = self.encoded_len();
        if buf.len() < needed {
            return Err(EncodeError::BufferTooSmall {
                needed,
                available: buf.len(),
            });
        }
        let mut sink = SliceSink::new(buf);
        self.write_unchecked(&mut sink);
        Ok(sink.written())
    }
}

/// An instruction printed in an [`AsmContext`] ([`Instruction::display_in`]).
#[derive(Debug, Clone, Copy)]
pub struct InContext<'a, T> {
    /// The instruction.
    pub instruction: &'a T,
    /// The context.
    pub context: AsmContext<'a>,
}

impl<T: Instruction> fmt::Display for InContext<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.instruction.fmt_asm(f, Some(self.context))
    }
}

/// A bit-field value carried as an immediate operand (e.g. Aoffimmi's packed U/V/R offsets).
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
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
    #[inline]
    pub fn check(
        &self,
        classes: &'static [OperandClass],
        types: &'static [VisaType],
    ) -> Result<(), ValidationError> {
        match self {
            Self::Immediate(bits) => bits.check(),
            Self::Operand(op) => {
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
        }
    }

    /// Length of the encoding.
    #[inline]
    pub fn encoded_len(&self) -> usize {
        self.to_operand().encoded_len()
    }

    /// Writes the encoding.
    #[inline]
    pub fn write(&self, out: &mut impl Sink) {
        self.to_operand().write(out);
    }
}

impl<T: PackedImmediate> fmt::Display for PackedOperand<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_operand().fmt(f)
    }
}

impl<T: PackedImmediate> ParseAsm for PackedOperand<T> {
    const EXPECTED: &'static str = VectorOperand::EXPECTED;

    /// A vector operand, read into its packed form by [`PackedOperand::from_operand`].
    fn parse_asm(asm: &mut AsmCursor<'_>) -> Result<Self, AsmError> {
        asm.parse().map(Self::from_operand)
    }
}

impl<T: PackedImmediate> FromStr for PackedOperand<T> {
    type Err = AsmError;

    /// Parses what `Display` prints; see [`PackedOperand::from_operand`].
    fn from_str(text: &str) -> Result<Self, AsmError> {
        parse_asm_line(text, 1)
    }
}

/// Checks that a signed bitfield value is in its documented range.
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
/// (only trailing parameters may be skipped).
#[inline]
pub fn count_params(params: &[(&'static str, bool)]) -> Result<usize, ValidationError> {
    let count = params.iter().take_while(|(_, present)| *present).count();
    if let Some((field, _)) = params[count..].iter().find(|(_, present)| *present) {
        return Err(ValidationError::ParamAfterSkipped { field });
    }
    Ok(count)
}
