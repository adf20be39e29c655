//! What every generated instruction implements: the [`Instruction`] trait (validate, encode,
//! decode, print, visit operands), and what is built on it alone: printing in a context
//! ([`InContext`]) and decoding a stream of instructions ([`DecodeStream`]).
//!
//! Instruction layer: above the binary and text layers it combines; the generated types
//! implement the trait, and the kernel uses it.

use core::fmt;
use core::iter::FusedIterator;
use core::marker::PhantomData;

use super::asm::{write_named, AsmContext};
use super::decode::{ByteReader, DecodeError, DecodeErrorKind};
use super::error::{EncodeError, ValidationError, VariableTypes};
use super::layout::Layout;
use super::sink::{InLayout, Sink, SliceSink};
use super::visit::OperandRef;

/// A typed vISA instruction: one op variant of one opcode.
///
/// Generated for every variant, and for the per-opcode enums and [`AnyInstruction`] by
/// dispatch. `encode` validates first, so no instruction that
/// [`validate`](Instruction::validate) rejects ever leaves the crate as bytes; `decode`
/// validates last, so none enters it from bytes either.
///
/// [`AnyInstruction`]: crate::AnyInstruction
///
/// ```
/// use visa_isa::{Instruction, Kernel};
///
/// let text = ".version 4.1\n.kernel \"k\"\n\
///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
/// let kernel = Kernel::from_asm(text)?;
/// let sample = &kernel.instructions()[0];
/// sample.validate()?;
/// let mut bytes = Vec::new();
/// sample.encode(&mut bytes)?;
/// assert_eq!(bytes.len(), sample.encoded_len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Instruction: fmt::Display {
    /// The opcode byte.
    fn opcode(&self) -> u8;

    /// Checks every constraint the spec states that the instruction alone can decide.
    fn validate(&self) -> Result<(), ValidationError>;

    /// [`validate`](Instruction::validate), then the documented operand types against the
    /// declared types of the kernel's variables.
    fn validate_types(&self, declarations: &impl VariableTypes) -> Result<(), ValidationError>;

    /// Length of the encoding in bytes, in the default [`Layout`].
    fn encoded_len(&self) -> usize;

    /// Length of the encoding in bytes in `layout` (the members of one layout count only in
    /// theirs).
    #[inline]
    fn encoded_len_for(&self, layout: Layout) -> usize {
        let _ = layout;
        self.encoded_len()
    }

    /// Checks that the instruction can be written in `layout`: no member of another layout
    /// holds a value ([`ValidationError::NotInLayout`]). [`encode_for`](Instruction::encode_for)
    /// checks it.
    #[inline]
    fn check_layout(&self, layout: Layout) -> Result<(), ValidationError> {
        let _ = layout;
        Ok(())
    }

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

    /// Validates and appends the encoding in the default [`Layout`] to `out`; returns the
    /// number of bytes written.
    #[inline]
    fn encode(&self, out: &mut Vec<u8>) -> Result<usize, ValidationError> {
        self.validate()?;
        self.check_layout(Layout::default())?;
        let start = out.len();
        out.reserve(self.encoded_len());
        self.write_unchecked(out);
        Ok(out.len() - start)
    }

    /// Validates and appends the encoding in `layout` to `out`; returns the number of bytes
    /// written.
    ///
    /// ```
    /// use visa_isa::{op_3d_sample::Sample, AsmContext, ChannelMask, ExecMask, ExecSize,
    ///     Instruction, Layout, PackedOperand, RawOperand, SamplerIndex, SurfaceIndex, VisaType};
    ///
    /// let sample = Sample {
    ///     pixel_null_mask: false,
    ///     cps_lod_compensation: false,
    ///     non_uniform_sampler_state: false,
    ///     exec_size: ExecSize::Simd16,
    ///     exec_mask: ExecMask::M1,
    ///     predicate: None,
    ///     channels: ChannelMask::RGBA,
    ///     aoffimmi: PackedOperand::Immediate(Default::default()),
    ///     sampler: SamplerIndex(0),
    ///     surface: SurfaceIndex(6),
    ///     dst: RawOperand::new(34, 0),
    ///     paired_surface: None,
    ///     u: Some(RawOperand::new(32, 0)),
    ///     v: None,
    ///     r: None,
    ///     ai: None,
    /// };
    /// let (mut old, mut new) = (Vec::new(), Vec::new());
    /// sample.encode_for(Layout::Igc2022, &mut old)?;
    /// sample.encode_for(Layout::Current, &mut new)?;
    /// // Today's IGC reads a paired surface (`%null.0`, 6 bytes) after Dst.
    /// assert_eq!(new.len(), old.len() + 6);
    /// let (back, _) = Sample::decode_for(Layout::Current, &new)?;
    /// assert_eq!(back, sample);
    /// assert_eq!(
    ///     back.display_in(AsmContext::new(32, &[(34, VisaType::F)]).in_layout(Layout::Current))
    ///         .to_string(),
    ///     "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 %null.0 V32.0"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    fn encode_for(&self, layout: Layout, out: &mut Vec<u8>) -> Result<usize, ValidationError> {
        self.validate()?;
        self.check_layout(layout)?;
        let start = out.len();
        out.reserve(self.encoded_len_for(layout));
        self.write_unchecked(&mut InLayout::new(out, layout));
        Ok(out.len() - start)
    }

    /// [`decode`](Instruction::decode) of bytes in `layout`.
    ///
    /// # Errors
    ///
    /// As [`read`](Instruction::read).
    #[inline]
    fn decode_for(layout: Layout, bytes: &[u8]) -> Result<(Self, usize), DecodeError>
    where
        Self: Sized,
    {
        let mut reader = ByteReader::new(bytes).in_layout(layout);
        let inst = Self::read(&mut reader)?;
        Ok((inst, reader.offset()))
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
        inst.validate().map_err(|error| invalid_at(start, error))?;
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
        self.check_layout(Layout::default())?;
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
///
/// ```
/// use visa_isa::{Instruction, Kernel};
///
/// let text = ".version 4.1\n.kernel \"k\"\n\
///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
/// let kernel = Kernel::from_asm(text)?;
/// let shown = kernel.instructions()[0].display_in(kernel.asm_context()).to_string();
/// assert!(shown.ends_with(" res.0"), "{shown}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct InContext<'a, T> {
    /// The instruction.
    pub instruction: &'a T,
    /// The context.
    pub context: AsmContext<'a>,
}

impl<T: Instruction> fmt::Display for InContext<'_, T> {
    /// The instruction's text in the context: its address-of operands' byte offsets, and
    /// every id the context's declarations name printed as its name
    /// ([`VariableTypes::name_of`]: `src.0` for `V32.0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// The text with ids by their own names.
        struct ById<'a, T>(&'a InContext<'a, T>);
        impl<T: Instruction> fmt::Display for ById<'_, T> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.instruction.fmt_asm(f, Some(self.0.context))
            }
        }
        let text = ById(self).to_string();
        write_named(f, &text, self.context.variables)
    }
}

/// Decodes a whole instruction stream (a kernel's instruction bytes, reference §2.1): one `I`
/// after another, each with the offset it starts at, until the bytes end;
/// [`decode_stream`](crate::decode_stream) is the one of `AnyInstruction`s.
///
/// Each item is `Ok((offset, instruction))` or, once, `Err` with an offset from the start of
/// the reader's bytes; after an error the iterator ends, since the next instruction's start is
/// unknown. Every instruction is validated ([`Instruction::read`]). Allocates nothing itself.
///
/// ```
/// use visa_isa::{decode_stream, AnyInstruction, Kernel};
///
/// let text = ".version 4.1\n.kernel \"k\"\n\
///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
/// let kernel = Kernel::from_asm(text)?;
/// let decoded: Vec<(usize, AnyInstruction)> =
///     decode_stream(kernel.code()).collect::<Result<_, _>>()?;
/// assert_eq!((decoded[0].0, &decoded[0].1), (0, &kernel.instructions()[0]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct DecodeStream<'a, I> {
    reader: ByteReader<'a>,
    failed: bool,
    instruction: PhantomData<fn() -> I>,
}

impl<'a, I: Instruction> DecodeStream<'a, I> {
    /// Decodes from `reader`'s position to the end of its bytes; offsets are the reader's.
    ///
    /// ```
    /// use visa_isa::{AnyInstruction, ByteReader, DecodeStream};
    ///
    /// let mut stream = DecodeStream::<AnyInstruction>::new(ByteReader::new(&[]));
    /// assert!(stream.next().is_none());
    /// ```
    #[inline]
    pub const fn new(reader: ByteReader<'a>) -> Self {
        DecodeStream {
            reader,
            failed: false,
            instruction: PhantomData,
        }
    }

    /// Where the next instruction starts (after an error: where the failed one started).
    ///
    /// ```
    /// use visa_isa::{AnyInstruction, ByteReader, DecodeStream};
    ///
    /// let stream = DecodeStream::<AnyInstruction>::new(ByteReader::new(&[]));
    /// assert_eq!(stream.offset(), 0);
    /// ```
    #[inline]
    pub const fn offset(&self) -> usize {
        self.reader.offset()
    }
}

impl<I: Instruction> Iterator for DecodeStream<'_, I> {
    type Item = Result<(usize, I), DecodeError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.reader.is_at_end() {
            return None;
        }
        let start = self.reader.offset();
        let mut ahead = self.reader.clone();
        match I::read(&mut ahead) {
            Ok(inst) => {
                self.reader = ahead;
                Some(Ok((start, inst)))
            }
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        if self.failed {
            (0, Some(0))
        } else {
            // Every instruction takes at least one byte.
            (0, Some(self.reader.remaining()))
        }
    }
}

impl<I: Instruction> FusedIterator for DecodeStream<'_, I> {}

/// A decoder of one instruction type, giving the instruction as an `I`: what
/// [`InstructionVariant`] holds.
///
/// ```
/// use visa_isa::{AnyInstruction, DecodeAs};
///
/// let decode: DecodeAs<AnyInstruction> = AnyInstruction::VARIANTS[0].decode_opcode;
/// assert!(decode(&[]).is_err());
/// ```
pub type DecodeAs<I> = fn(&[u8]) -> Result<(I, usize), DecodeError>;

/// One op variant of the generated crate, an entry of `AnyInstruction::VARIANTS`: its names,
/// and the entry points of its own type with the instruction given as an `I` (the generated
/// `AnyInstruction`), so that code can go over every variant of whatever specs the crate was
/// built from without naming their types.
///
/// ```
/// use visa_isa::{AnyInstruction, Instruction};
///
/// let sample_b = AnyInstruction::VARIANTS
///     .iter()
///     .find(|v| (v.opcode, v.name) == ("3D_SAMPLE", "sample_b"))
///     .expect("a seed variant");
/// // Bytes of another variant (§3.1 example 1, a `sample_3d`) are not a `sample_b`.
/// let sample = [
///     0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06,
///     0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00,
///     0x00, 0x00, 0x00, 0x00,
/// ];
/// assert!((sample_b.decode)(&sample).is_err());
/// let (inst, len) = (sample_b.decode_opcode)(&sample)?;
/// assert_eq!(len, sample.len());
/// assert_eq!(inst.variant().name, "sample");
/// # Ok::<(), visa_isa::DecodeError>(())
/// ```
pub struct InstructionVariant<I: 'static> {
    /// The opcode's name (`3D_SAMPLE`).
    pub opcode: &'static str,
    /// The op variant's name as its spec gives it (`sample_b`); the opcode's name for an
    /// opcode without op variants.
    pub name: &'static str,
    /// The variant type's [`Instruction::decode`]: only bytes of this variant read.
    pub decode: DecodeAs<I>,
    /// The variant type's [`Instruction::decode_unchecked`].
    pub decode_unchecked: DecodeAs<I>,
    /// The [`Instruction::decode`] of the opcode's type: its enum over its op variants, or the
    /// variant type itself for an opcode without op variants.
    pub decode_opcode: DecodeAs<I>,
    /// An arbitrary instruction of this variant, from `arbitrary`'s unstructured bytes
    /// (feature `arbitrary`).
    #[cfg(feature = "arbitrary")]
    pub arbitrary: fn(&mut arbitrary::Unstructured<'_>) -> arbitrary::Result<I>,
}

impl<I: 'static> InstructionVariant<I> {
    /// The entry of the variant type `T` of opcode `opcode`, whose own type is `O` (the
    /// opcode's enum over its op variants, or `T`).
    ///
    /// ```
    /// use visa_isa::op_3d_sample::{Op3dSample, Sample};
    /// use visa_isa::{AnyInstruction, InstructionVariant};
    ///
    /// const SAMPLE: InstructionVariant<AnyInstruction> =
    ///     InstructionVariant::new::<Sample, Op3dSample>("3D_SAMPLE", "sample");
    /// let sample = [
    ///     0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06,
    ///     0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = (SAMPLE.decode)(&sample)?;
    /// assert_eq!((inst.variant().name, len), ("sample", sample.len()));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[cfg(not(feature = "arbitrary"))]
    pub const fn new<T, O>(opcode: &'static str, name: &'static str) -> Self
    where
        T: Instruction + Into<I>,
        O: Instruction + Into<I>,
    {
        Self {
            opcode,
            name,
            decode: decode_into::<T, I>,
            decode_unchecked: decode_unchecked_into::<T, I>,
            decode_opcode: decode_into::<O, I>,
        }
    }

    /// The entry of the variant type `T` of opcode `opcode`, whose own type is `O` (the
    /// opcode's enum over its op variants, or `T`).
    ///
    /// ```
    /// use visa_isa::op_3d_sample::{Op3dSample, Sample};
    /// use visa_isa::{AnyInstruction, InstructionVariant};
    ///
    /// const SAMPLE: InstructionVariant<AnyInstruction> =
    ///     InstructionVariant::new::<Sample, Op3dSample>("3D_SAMPLE", "sample");
    /// let sample = [
    ///     0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06,
    ///     0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00,
    ///     0x00, 0x00, 0x00, 0x00,
    /// ];
    /// let (inst, len) = (SAMPLE.decode)(&sample)?;
    /// assert_eq!((inst.variant().name, len), ("sample", sample.len()));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[cfg(feature = "arbitrary")]
    pub const fn new<T, O>(opcode: &'static str, name: &'static str) -> Self
    where
        T: Instruction + Into<I> + for<'a> arbitrary::Arbitrary<'a>,
        O: Instruction + Into<I>,
    {
        Self {
            opcode,
            name,
            decode: decode_into::<T, I>,
            decode_unchecked: decode_unchecked_into::<T, I>,
            decode_opcode: decode_into::<O, I>,
            arbitrary: arbitrary_into::<T, I>,
        }
    }
}

impl<I> Clone for InstructionVariant<I> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<I> Copy for InstructionVariant<I> {}

impl<I> fmt::Debug for InstructionVariant<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("InstructionVariant")
            .field("opcode", &self.opcode)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// The error of bytes that read but do not validate (out of line: [`Instruction::read`] is
/// instantiated for every instruction type).
/// Reads one instruction of type `I`: validated ([`Instruction::read`]) when `VALIDATE`, else
/// as written ([`Instruction::read_unchecked`]). The dispatching enums (`AnyInstruction`, each
/// opcode's enum) read each of their types through it, so that one dispatch serves both
/// methods and a validated read validates the type it read directly, instead of dispatching
/// on it again.
///
/// ```
/// use visa_isa::op_3d_sample::Op3dSample;
/// use visa_isa::{read_as, ByteReader};
///
/// let sample = [
///     0x6d, 0x00, 0x00, 0x04, 0x00, 0x00, 0x0f, 0x05, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x06,
///     0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x20, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00,
///     0x00, 0x00, 0x00, 0x00,
/// ];
/// let mut reader = ByteReader::new(&sample);
/// let inst = read_as::<Op3dSample, true>(&mut reader)?;
/// assert!(matches!(inst, Op3dSample::Sample(_)));
/// assert!(reader.is_at_end());
/// # Ok::<(), visa_isa::DecodeError>(())
/// ```
///
/// # Errors
///
/// As [`Instruction::read`] or [`Instruction::read_unchecked`].
#[inline]
pub fn read_as<I: Instruction, const VALIDATE: bool>(
    reader: &mut ByteReader<'_>,
) -> Result<I, DecodeError> {
    if VALIDATE {
        I::read(reader)
    } else {
        I::read_unchecked(reader)
    }
}

#[cold]
#[inline(never)]
fn invalid_at(offset: usize, error: ValidationError) -> DecodeError {
    DecodeError::new(offset, DecodeErrorKind::Invalid { error })
}

fn decode_into<T: Instruction + Into<I>, I>(bytes: &[u8]) -> Result<(I, usize), DecodeError> {
    T::decode(bytes).map(|(inst, len)| (inst.into(), len))
}

fn decode_unchecked_into<T: Instruction + Into<I>, I>(
    bytes: &[u8],
) -> Result<(I, usize), DecodeError> {
    T::decode_unchecked(bytes).map(|(inst, len)| (inst.into(), len))
}

#[cfg(feature = "arbitrary")]
fn arbitrary_into<T, I>(u: &mut arbitrary::Unstructured<'_>) -> arbitrary::Result<I>
where
    T: Instruction + Into<I> + for<'a> arbitrary::Arbitrary<'a>,
{
    T::arbitrary(u).map(Into::into)
}
