//! Reading vISA 4.1 bytes back: a byte cursor with offset tracking ([`ByteReader`]), the field
//! kinds of `visa-binary-format.md` §2 (raw and vector operands, the `Exec_size` byte, `Pred`,
//! bitfields, the 3D sampler's parameter count), located errors ([`DecodeError`]) and a decoder
//! over a whole instruction stream ([`decode_stream`]).
//!
//! Every generated instruction type reads itself with [`Instruction::read_unchecked`], member
//! by member in Format order, the mirror of its `write_unchecked`; the per-opcode enums
//! dispatch on the sub-op field, [`AnyInstruction`] on the opcode byte.
//!
//! # What decoding guarantees
//!
//! - **Never a panic**, whatever the bytes: every problem is a [`DecodeError`] with the byte
//!   offset where it is (the start of the field that is cut short, holds an unknown code or
//!   sets a reserved bit; the start of the instruction for [`DecodeErrorKind::Invalid`]).
//! - **Lossless**: whatever decodes, re-encodes to exactly the bytes it was read from
//!   (`write_unchecked(read_unchecked(b)) == b`). Bytes the types cannot hold (a bit no
//!   bitfield defines, an unknown enumerated code, a region nibble without a value, more
//!   parameters than the instruction has slots for) are errors rather than being dropped or
//!   normalized. A packed immediate (Aoffimmi) is read into its canonical packed form
//!   ([`PackedOperand::from_operand`]).
//! - **Validated**: [`Instruction::decode`] and [`Instruction::read`] run `validate()` on what
//!   they read, so decoding never hands out an instruction that `encode` would refuse; a
//!   rejected one is a [`DecodeErrorKind::Invalid`] carrying the [`ValidationError`].
//!   [`Instruction::decode_unchecked`] skips that step, for tools that want to look at invalid
//!   instructions.
//! - **No allocation sized by the input** before it is bounded: an instruction holds at most
//!   one count (NumParams, one byte, bounded by the instruction's parameter slots); the stream
//!   decoder allocates nothing; the `.isa` reader bounds every count by the bytes left.
//!
//! ```
//! use visa_isa::{decode_stream, AnyInstruction, DecodeErrorKind, Instruction};
//!
//! // reference §3.3 example 1: gather4_typed.RGBA (M1, 8) T6 V35.0 %null.0 %null.0 %null.0 V36.0
//! let mut bytes = vec![0x4b, 0x03, 0x00, 0x00, 0x0f, 0x06, 0x23, 0, 0, 0, 0, 0];
//! bytes.extend([0u8; 18]);
//! bytes.extend([0x24, 0, 0, 0, 0, 0]);
//! let (inst, len) = AnyInstruction::decode(&bytes)?;
//! assert_eq!(len, 36);
//! assert_eq!(inst.to_string(), "gather4_typed.RGBA (M1, 8) T6 V35.0 %null.0 %null.0 %null.0 V36.0");
//!
//! // Cut short inside Dst (offset 30): the error says where.
//! let err = AnyInstruction::decode(&bytes[..33]).unwrap_err();
//! assert_eq!(err.offset, 30);
//! assert!(matches!(err.kind, DecodeErrorKind::Truncated { field: "Dst", needed: 6, available: 3 }));
//!
//! // Two instructions back to back, each with its offset.
//! let twice = [bytes.as_slice(), bytes.as_slice()].concat();
//! let offsets: Vec<usize> = decode_stream(&twice).map(|r| r.map(|(at, _)| at)).collect::<Result<_, _>>()?;
//! assert_eq!(offsets, [0, 36]);
//! # Ok::<(), visa_isa::DecodeError>(())
//! ```
//!
//! [`PackedOperand::from_operand`]: crate::PackedOperand::from_operand
//! [`decode_stream`]: crate::decode_stream
//! [`AnyInstruction`]: crate::AnyInstruction
//! [`Instruction::read_unchecked`]: crate::Instruction::read_unchecked
//! [`Instruction::decode`]: crate::Instruction::decode
//! [`Instruction::read`]: crate::Instruction::read
//! [`Instruction::decode_unchecked`]: crate::Instruction::decode_unchecked

use core::fmt;

use super::channels::ChannelMask;
use super::error::ValidationError;
use super::layout::Layout;
use super::names::{SamplerIndex, SurfaceIndex};
use super::operand::{
    AddressOperand, GeneralOperand, Immediate, IndirectOperand, OperandClass, PredicateOperand,
    RawOperand, StateClass, StateOperand, VectorOperand,
};
use super::packed::{PackedImmediate, PackedOperand};
use super::predicate::Predicate;
use super::types::{Modifier, Region, VisaType};

/// Why bytes do not decode, and where.
///
/// `offset` counts bytes from the start of the slice given to the decoder (for
/// [`decode_stream`](crate::decode_stream), of the stream; for [`Kernel::from_isa`](crate::Kernel::from_isa), of the
/// file). Displays as `at byte <offset>: <message>`.
///
/// ```
/// use visa_isa::{ByteReader, DecodeErrorKind};
///
/// let e = ByteReader::new(&[1]).u16("Offset").unwrap_err();
/// assert_eq!(e.offset, 0);
/// assert!(matches!(e.kind, DecodeErrorKind::Truncated { field: "Offset", .. }), "{e:?}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DecodeError {
    /// Byte offset of the problem: the start of the field concerned (of the instruction, for
    /// [`DecodeErrorKind::Invalid`]).
    pub offset: usize,
    /// What is wrong.
    pub kind: DecodeErrorKind,
}

/// What is wrong with the bytes.
///
/// ```
/// use visa_isa::{ByteReader, DecodeErrorKind};
///
/// let e = ByteReader::new(&[0x6d]).opcode(0x6e).unwrap_err();
/// assert_eq!(e.kind, DecodeErrorKind::WrongOpcode { expected: 0x6e, found: 0x6d });
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// The input ends inside a field: `needed` bytes (at least) from the error's offset, only
    /// `available` there.
    Truncated {
        /// The spec field (or file structure) being read.
        field: &'static str,
        /// Bytes the field needs from its start (for a vector operand whose class or type is
        /// not known yet, the fewest it can take).
        needed: usize,
        /// Bytes left from its start.
        available: usize,
    },
    /// An opcode byte none of the crate's instruction types has.
    UnknownOpcode {
        /// The byte.
        opcode: u8,
    },
    /// A typed decoder (a variant struct or a per-opcode enum) given another opcode.
    WrongOpcode {
        /// The type's opcode.
        expected: u8,
        /// The byte found.
        found: u8,
    },
    /// A sub-op code the opcode does not have (neither in its spec nor in IGC, per the errata).
    UnknownSubOp {
        /// The opcode's name, e.g. `"3D_SAMPLE"`.
        opcode: &'static str,
        /// The sub-op field, e.g. `"Op"`.
        field: &'static str,
        /// The code.
        code: u64,
    },
    /// A sub-op IGC has, but the crate has no instruction type for: its spec documents no
    /// Format (all of them are values the errata add from IGC's headers, e.g. 3D_SAMPLE's
    /// `sample+killpix` or 3D_SAMPLE4's `sample4_l_c`).
    SubOpWithoutType {
        /// The opcode's name.
        opcode: &'static str,
        /// The sub-op field.
        field: &'static str,
        /// The code.
        code: u64,
        /// The sub-op's name.
        name: &'static str,
        /// Whether the value was added by the errata (IGC has it, the doc does not list it).
        from_errata: bool,
    },
    /// A variant struct's decoder given another sub-op of its opcode.
    WrongSubOp {
        /// The sub-op field.
        field: &'static str,
        /// The variant's code.
        expected: u64,
        /// The code found.
        found: u64,
    },
    /// A parameter count (3D_SAMPLE NumParams) above what the instruction can hold: the
    /// documented range (after the errata) and the instruction's parameter slots. A count
    /// below `min` decodes (the type can hold it) and `validate` rejects it.
    ParamCountOutOfRange {
        /// The count field.
        field: &'static str,
        /// The count found.
        count: u8,
        /// The documented minimum.
        min: u8,
        /// The most the instruction holds.
        max: u8,
    },
    /// A code with no value: an enumerated bitfield, a type nibble, a state class, an address
    /// width, a declaration's alignment or kind.
    InvalidCode {
        /// The field, e.g. `"Src_channel"`.
        field: &'static str,
        /// What the code is, e.g. `"source_channel"`, `"immediate type"`.
        what: &'static str,
        /// The code.
        code: u64,
    },
    /// Bits that no bitfield of the field defines are set (they must be zero).
    ReservedBitsSet {
        /// The field.
        field: &'static str,
        /// The whole field value.
        value: u64,
        /// The reserved bits (those no bitfield covers).
        reserved: u64,
    },
    /// An `Exec_size` size code that is not an execution size any instruction type takes
    /// (codes 6 to 15 are not execution sizes at all; reference §2.3).
    InvalidExecSize {
        /// The size code (bits `[3:0]`).
        code: u8,
        /// The codes the instruction types take.
        accepted: ExecSizeCodes,
    },
    /// A non-zero `Pred` word that is not a predicate: id 0, reserved bit 12, or control 3
    /// (reference §2.4).
    InvalidPredicate {
        /// The word.
        value: u16,
    },
    /// A vector operand tag whose class (bits `[2:0]`) is 4 (address-of, never in a binary)
    /// or 7.
    InvalidOperandClass {
        /// The field.
        field: &'static str,
        /// The tag byte.
        tag: u8,
    },
    /// A vector operand tag whose modifier (bits `[5:3]`) is 6 or 7, or non-zero on a class
    /// that has no modifier (reference §2.6).
    InvalidModifier {
        /// The field.
        field: &'static str,
        /// The tag byte.
        tag: u8,
    },
    /// A region word with a null or out-of-table nibble, width 0, or bits `[15:12]` set.
    InvalidRegion {
        /// The field.
        field: &'static str,
        /// The word.
        bits: u16,
    },
    /// The instruction decodes, but `validate` rejects it.
    Invalid {
        /// The rule it breaks.
        error: ValidationError,
    },
    /// A `.isa` file that does not start with `CISA`.
    BadMagic {
        /// The first four bytes.
        found: [u8; 4],
    },
    /// A `.isa` file of another version than 4.1.
    UnsupportedVersion {
        /// Major version.
        major: u8,
        /// Minor version.
        minor: u8,
    },
    /// A `.isa` file using something the kernel reader does not read: several kernels,
    /// functions, GEN binaries, relocations, file-scope or VME variables, variable or label
    /// attributes, a non-local alias scope.
    Unsupported {
        /// What, e.g. `"number of kernels"`.
        what: &'static str,
        /// The value found.
        found: u64,
        /// The value the reader supports.
        supported: u64,
    },
    /// A count larger than the bytes left can hold (or than its documented maximum).
    CountTooLarge {
        /// What is counted, e.g. `"strings"`.
        what: &'static str,
        /// The count.
        count: u64,
        /// The most there can be.
        max: u64,
    },
    /// A `.isa` field that disagrees with the file's layout (e.g. `entry` not where the
    /// instructions start).
    Mismatch {
        /// The field.
        field: &'static str,
        /// Its value.
        found: u64,
        /// The value the layout implies.
        expected: u64,
    },
    /// A string-pool index beyond the pool.
    BadStringIndex {
        /// The field holding it.
        field: &'static str,
        /// The index.
        index: u32,
        /// The number of strings.
        count: u32,
    },
    /// A name or string value that is not UTF-8.
    InvalidString {
        /// The field.
        field: &'static str,
    },
    /// The header's kernel name and the string its `name_index` names differ.
    NameMismatch {
        /// The header's name.
        header: String,
        /// The pool's.
        pool: String,
    },
}

impl DecodeError {
    /// An error at `offset`.
    ///
    /// ```
    /// use visa_isa::{DecodeError, DecodeErrorKind};
    ///
    /// let e = DecodeError::new(4, DecodeErrorKind::UnknownOpcode { opcode: 0xff });
    /// assert_eq!((e.offset, e.code()), (4, "unknown_opcode"));
    /// ```
    #[inline]
    pub const fn new(offset: usize, kind: DecodeErrorKind) -> Self {
        DecodeError { offset, kind }
    }

    /// Stable snake_case identifier of the kind, e.g. `"truncated"`.
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[]).u8("Op").unwrap_err().code(), "truncated");
    /// ```
    #[inline]
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// The spec field (or file field) the error is about, when there is one.
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[]).u8("Op").unwrap_err().field(), Some("Op"));
    /// ```
    #[inline]
    pub fn field(&self) -> Option<&'static str> {
        self.kind.field()
    }
}

impl DecodeErrorKind {
    /// Stable snake_case identifier, e.g. `"reserved_bits_set"`.
    ///
    /// ```
    /// use visa_isa::DecodeErrorKind;
    ///
    /// assert_eq!(DecodeErrorKind::UnknownOpcode { opcode: 0xff }.code(), "unknown_opcode");
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            DecodeErrorKind::Truncated { .. } => "truncated",
            DecodeErrorKind::UnknownOpcode { .. } => "unknown_opcode",
            DecodeErrorKind::WrongOpcode { .. } => "wrong_opcode",
            DecodeErrorKind::UnknownSubOp { .. } => "unknown_sub_op",
            DecodeErrorKind::SubOpWithoutType { .. } => "sub_op_without_type",
            DecodeErrorKind::WrongSubOp { .. } => "wrong_sub_op",
            DecodeErrorKind::ParamCountOutOfRange { .. } => "param_count_out_of_range",
            DecodeErrorKind::InvalidCode { .. } => "invalid_code",
            DecodeErrorKind::ReservedBitsSet { .. } => "reserved_bits_set",
            DecodeErrorKind::InvalidExecSize { .. } => "invalid_exec_size",
            DecodeErrorKind::InvalidPredicate { .. } => "invalid_predicate",
            DecodeErrorKind::InvalidOperandClass { .. } => "invalid_operand_class",
            DecodeErrorKind::InvalidModifier { .. } => "invalid_modifier",
            DecodeErrorKind::InvalidRegion { .. } => "invalid_region",
            DecodeErrorKind::Invalid { .. } => "invalid",
            DecodeErrorKind::BadMagic { .. } => "bad_magic",
            DecodeErrorKind::UnsupportedVersion { .. } => "unsupported_version",
            DecodeErrorKind::Unsupported { .. } => "unsupported",
            DecodeErrorKind::CountTooLarge { .. } => "count_too_large",
            DecodeErrorKind::Mismatch { .. } => "mismatch",
            DecodeErrorKind::BadStringIndex { .. } => "bad_string_index",
            DecodeErrorKind::InvalidString { .. } => "invalid_string",
            DecodeErrorKind::NameMismatch { .. } => "name_mismatch",
        }
    }

    /// The field the error is about, when there is one.
    ///
    /// ```
    /// use visa_isa::DecodeErrorKind;
    ///
    /// assert_eq!(DecodeErrorKind::UnknownOpcode { opcode: 0xff }.field(), None);
    /// ```
    pub fn field(&self) -> Option<&'static str> {
        match self {
            DecodeErrorKind::Truncated { field, .. }
            | DecodeErrorKind::UnknownSubOp { field, .. }
            | DecodeErrorKind::SubOpWithoutType { field, .. }
            | DecodeErrorKind::WrongSubOp { field, .. }
            | DecodeErrorKind::ParamCountOutOfRange { field, .. }
            | DecodeErrorKind::InvalidCode { field, .. }
            | DecodeErrorKind::ReservedBitsSet { field, .. }
            | DecodeErrorKind::InvalidOperandClass { field, .. }
            | DecodeErrorKind::InvalidModifier { field, .. }
            | DecodeErrorKind::InvalidRegion { field, .. }
            | DecodeErrorKind::Mismatch { field, .. }
            | DecodeErrorKind::BadStringIndex { field, .. }
            | DecodeErrorKind::InvalidString { field } => Some(field),
            DecodeErrorKind::InvalidExecSize { .. } => Some("Exec_size"),
            DecodeErrorKind::InvalidPredicate { .. } => Some("Pred"),
            DecodeErrorKind::Invalid { error } => error.field(),
            _ => None,
        }
    }
}

impl fmt::Display for DecodeErrorKind {
    /// A sentence without location.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeErrorKind::Truncated {
                field,
                needed,
                available,
            } => write!(
                f,
                "{field}: the input ends here: {needed} bytes needed, {available} left"
            ),
            DecodeErrorKind::UnknownOpcode { opcode } => write!(
                f,
                "opcode {opcode:#04x} is not one this crate has instruction types for"
            ),
            DecodeErrorKind::WrongOpcode { expected, found } => {
                write!(f, "expected opcode {expected:#04x}, found {found:#04x}")
            }
            DecodeErrorKind::UnknownSubOp {
                opcode,
                field,
                code,
            } => write!(f, "{opcode} {field}: {code} is not a sub-op of {opcode}"),
            DecodeErrorKind::SubOpWithoutType {
                opcode,
                field,
                code,
                name,
                from_errata,
            } => {
                write!(f, "{opcode} {field}: sub-op {code} ({name}) exists in IGC")?;
                if *from_errata {
                    f.write_str(" (added from IGC's headers by the errata; the doc omits it)")?;
                }
                f.write_str(
                    ", but the crate has no instruction type for it: its spec documents no Format",
                )
            }
            DecodeErrorKind::WrongSubOp {
                field,
                expected,
                found,
            } => write!(f, "{field}: expected sub-op {expected}, found {found}"),
            DecodeErrorKind::ParamCountOutOfRange {
                field,
                count,
                min,
                max,
            } => write!(
                f,
                "{field}: {count} parameters, but the instruction takes {min} to {max}"
            ),
            DecodeErrorKind::InvalidCode { field, what, code } => {
                write!(f, "{field}: {code} is not a valid {what} code")
            }
            DecodeErrorKind::ReservedBitsSet {
                field,
                value,
                reserved,
            } => write!(
                f,
                "{field}: value {value:#x} sets bits {reserved:#x}, which no bitfield defines and must be zero"
            ),
            DecodeErrorKind::InvalidExecSize { code, accepted } => {
                f.write_str("Exec_size: ")?;
                match code {
                    0..=5 => write!(
                        f,
                        "size code {code} ({} lanes) is not an execution size any instruction type takes (",
                        1u8 << code
                    )?,
                    _ => write!(f, "{code} is not an execution size code (0 to 5; ")?,
                }
                for (i, code) in accepted.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{} lanes = {code}", 1u32 << code)?;
                }
                f.write_str(")")
            }
            DecodeErrorKind::InvalidPredicate { value } => write!(
                f,
                "Pred: {value:#06x} is not a predicate (id 0 with flags, reserved bit 12 or control 3)"
            ),
            DecodeErrorKind::InvalidOperandClass { field, tag } => write!(
                f,
                "{field}: operand tag {tag:#04x} has class {}, which no binary operand has",
                tag & 7
            ),
            DecodeErrorKind::InvalidModifier { field, tag } => match (tag >> 3) & 7 {
                modifier @ 6.. => write!(
                    f,
                    "{field}: operand tag {tag:#04x} has modifier code {modifier}; the codes are 0 to 5"
                ),
                modifier => write!(
                    f,
                    "{field}: operand tag {tag:#04x} has modifier {modifier}, but class {} takes none \
                     (only general and indirect operands do)",
                    tag & 7
                ),
            },
            DecodeErrorKind::InvalidRegion { field, bits } => write!(
                f,
                "{field}: region {bits:#06x} has a null or out-of-table stride or width"
            ),
            DecodeErrorKind::Invalid { error } => write!(f, "decoded, but invalid: {error}"),
            DecodeErrorKind::BadMagic { found } => {
                write!(f, "not a vISA file: magic {found:02x?}, expected \"CISA\"")
            }
            DecodeErrorKind::UnsupportedVersion { major, minor } => {
                write!(f, "vISA version {major}.{minor}; only 4.1 is read")
            }
            DecodeErrorKind::Unsupported {
                what,
                found,
                supported,
            } => write!(
                f,
                "unsupported {what}: {found} (the reader supports {supported})"
            ),
            DecodeErrorKind::CountTooLarge { what, count, max } => {
                write!(f, "{count} {what}, but there can be at most {max}")
            }
            DecodeErrorKind::Mismatch {
                field,
                found,
                expected,
            } => write!(
                f,
                "{field} is {found}, but the file's layout puts it at {expected}"
            ),
            DecodeErrorKind::BadStringIndex {
                field,
                index,
                count,
            } => write!(
                f,
                "{field}: string {index} does not exist (the pool has {count})"
            ),
            DecodeErrorKind::InvalidString { field } => write!(f, "{field}: not UTF-8"),
            DecodeErrorKind::NameMismatch { header, pool } => write!(
                f,
                "the header names the kernel {header:?}, its name_index {pool:?}"
            ),
        }
    }
}

impl fmt::Display for DecodeError {
    /// `at byte <offset>: <message>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.offset, self.kind)
    }
}

impl std::error::Error for DecodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            DecodeErrorKind::Invalid { error } => Some(error),
            _ => None,
        }
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for u8 {}
    impl Sealed for u16 {}
    impl Sealed for u32 {}
    impl Sealed for u64 {}
}

/// The unsigned little-endian field widths [`ByteReader::bits`] reads: `u8`, `u16`, `u32`,
/// `u64` (reference §2.2).
///
/// ```
/// use visa_isa::ByteReader;
///
/// let mut r = ByteReader::new(&[0x34, 0x12]);
/// assert_eq!(r.uint::<u16>("Offset")?, 0x1234);
/// # Ok::<(), visa_isa::DecodeError>(())
/// ```
pub trait FieldWidth: sealed::Sealed {
    /// Bytes in the field.
    const BYTES: usize;
}

impl FieldWidth for u8 {
    const BYTES: usize = 1;
}

impl FieldWidth for u16 {
    const BYTES: usize = 2;
}

impl FieldWidth for u32 {
    const BYTES: usize = 4;
}

impl FieldWidth for u64 {
    const BYTES: usize = 8;
}

/// A cursor over bytes that reads vISA fields little-endian and reports where each problem is.
///
/// Offsets ([`offset`](ByteReader::offset), [`DecodeError::offset`]) count from the start of
/// the slice given to [`new`](ByteReader::new) or [`at`](ByteReader::at); a reader that starts
/// at the first instruction of a file reports file offsets. Reading never panics and never
/// allocates. Cloning a reader is cheap: the per-opcode decoders read ahead on a clone to
/// find the sub-op.
///
/// ```
/// use visa_isa::ByteReader;
///
/// let mut r = ByteReader::new(&[0x22, 0, 0, 0, 8, 0]);
/// let raw = r.raw("Dst")?;
/// assert_eq!(raw.to_string(), "V34.8");
/// assert!(r.is_at_end());
/// # Ok::<(), visa_isa::DecodeError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByteReader<'a> {
    bytes: &'a [u8],
    pos: usize,
    layout: Layout,
}

impl<'a> ByteReader<'a> {
    /// A reader at the start of `bytes`, in the default [`Layout`].
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[1, 2]).remaining(), 2);
    /// ```
    #[inline]
    pub const fn new(bytes: &'a [u8]) -> Self {
        ByteReader {
            bytes,
            pos: 0,
            layout: Layout::Igc2022,
        }
    }

    /// A reader at `offset` of `bytes` (at the end, if `offset` is beyond it), in the default
    /// [`Layout`].
    ///
    /// ```
    /// let r = visa_isa::ByteReader::at(&[1, 2, 3], 1);
    /// assert_eq!((r.offset(), r.remaining()), (1, 2));
    /// ```
    #[inline]
    pub fn at(bytes: &'a [u8], offset: usize) -> Self {
        ByteReader {
            bytes,
            pos: offset.min(bytes.len()),
            layout: Layout::default(),
        }
    }

    /// The same reader, reading instructions in `layout`.
    ///
    /// ```
    /// use visa_isa::{ByteReader, Layout};
    ///
    /// let reader = ByteReader::new(&[0x01]).in_layout(Layout::Current);
    /// assert_eq!(reader.layout(), Layout::Current);
    /// ```
    #[inline]
    pub const fn in_layout(mut self, layout: Layout) -> Self {
        self.layout = layout;
        self
    }

    /// The byte layout the instructions are read in.
    ///
    /// ```
    /// use visa_isa::{ByteReader, Layout};
    ///
    /// assert_eq!(ByteReader::new(&[]).layout(), Layout::Igc2022);
    /// ```
    #[inline]
    pub const fn layout(&self) -> Layout {
        self.layout
    }

    /// The position, from the start of the slice.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[1, 2]);
    /// r.u8("Op")?;
    /// assert_eq!(r.offset(), 1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn offset(&self) -> usize {
        self.pos
    }

    /// Bytes left.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[1, 2, 3]);
    /// r.u16("Offset")?;
    /// assert_eq!(r.remaining(), 1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    /// Whether every byte has been read.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[1]);
    /// r.u8("Op")?;
    /// assert!(r.is_at_end());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn is_at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    /// An error at the current position.
    ///
    /// ```
    /// use visa_isa::{ByteReader, DecodeErrorKind};
    ///
    /// let r = ByteReader::at(&[0; 4], 3);
    /// assert_eq!(r.error(DecodeErrorKind::UnknownOpcode { opcode: 0 }).offset, 3);
    /// ```
    #[inline]
    pub const fn error(&self, kind: DecodeErrorKind) -> DecodeError {
        DecodeError::new(self.pos, kind)
    }

    /// The next `n` bytes of `field`, or [`DecodeErrorKind::Truncated`] at the current
    /// position.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[1, 2, 3]);
    /// assert_eq!(r.bytes(2, "Data")?, [1, 2]);
    /// assert!(r.bytes(2, "Data").is_err());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn bytes(&mut self, n: usize, field: &'static str) -> Result<&'a [u8], DecodeError> {
        let out = self.peek_bytes(0, n, field)?;
        self.pos += n;
        Ok(out)
    }

    /// The `n` bytes of `field` that start `ahead` bytes from the current position, without
    /// moving; a [`DecodeErrorKind::Truncated`] is located at the field.
    ///
    /// ```
    /// let r = visa_isa::ByteReader::new(&[1, 2, 3]);
    /// assert_eq!(r.peek_bytes(1, 2, "Data")?, [2, 3]);
    /// assert_eq!(r.offset(), 0);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn peek_bytes(
        &self,
        ahead: usize,
        n: usize,
        field: &'static str,
    ) -> Result<&'a [u8], DecodeError> {
        let start = self.pos.saturating_add(ahead);
        match start
            .checked_add(n)
            .and_then(|end| self.bytes.get(start..end))
        {
            Some(bytes) => Ok(bytes),
            None => Err(DecodeError::new(
                start,
                DecodeErrorKind::Truncated {
                    field,
                    needed: n,
                    available: self.bytes.len().saturating_sub(start),
                },
            )),
        }
    }

    /// An unsigned little-endian field of `width` bytes (at most 8) starting `ahead` bytes
    /// from here, without moving.
    #[inline]
    fn peek_uint(
        &self,
        ahead: usize,
        width: usize,
        field: &'static str,
    ) -> Result<u64, DecodeError> {
        let bytes = self.peek_bytes(ahead, width, field)?;
        Ok(le_uint(bytes))
    }

    /// An unsigned little-endian field of type `W`, widened to `u64`.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[1, 0, 0, 0]);
    /// assert_eq!(r.uint::<u32>("Size")?, 1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn uint<W: FieldWidth>(&mut self, field: &'static str) -> Result<u64, DecodeError> {
        let value = self.peek_uint(0, W::BYTES, field)?;
        self.pos += W::BYTES;
        Ok(value)
    }

    /// A `ub` field.
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[7]).u8("Op")?, 7);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn u8(&mut self, field: &'static str) -> Result<u8, DecodeError> {
        self.uint::<u8>(field).map(|v| v as u8)
    }

    /// A `uw` field.
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[0x34, 0x12]).u16("Offset")?, 0x1234);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn u16(&mut self, field: &'static str) -> Result<u16, DecodeError> {
        self.uint::<u16>(field).map(|v| v as u16)
    }

    /// A `ud` field.
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[1, 0, 0, 0]).u32("Var")?, 1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn u32(&mut self, field: &'static str) -> Result<u32, DecodeError> {
        self.uint::<u32>(field).map(|v| v as u32)
    }

    /// A `w` field (signed 16-bit).
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[0xff, 0xff]).i16("Offset")?, -1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn i16(&mut self, field: &'static str) -> Result<i16, DecodeError> {
        self.u16(field).map(|v| v as i16)
    }

    /// A `d` field (signed 32-bit).
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[0xfe, 0xff, 0xff, 0xff]).i32("Imm")?, -2);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn i32(&mut self, field: &'static str) -> Result<i32, DecodeError> {
        self.u32(field).map(|v| v as i32)
    }

    /// The opcode byte, without moving.
    ///
    /// ```
    /// let r = visa_isa::ByteReader::new(&[0x6d, 1]);
    /// assert_eq!((r.peek_opcode()?, r.offset()), (0x6d, 0));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn peek_opcode(&self) -> Result<u8, DecodeError> {
        self.peek_uint(0, 1, "opcode").map(|v| v as u8)
    }

    /// The sub-opcode byte after the opcode byte of a sub-opcode family (SVM), without
    /// consuming anything.
    ///
    /// ```
    /// let r = visa_isa::ByteReader::new(&[0x4e, 2]);
    /// assert_eq!(r.peek_sub_opcode()?, 2);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`DecodeErrorKind::Truncated`] when the instruction ends after its opcode.
    #[inline]
    pub fn peek_sub_opcode(&self) -> Result<u8, DecodeError> {
        self.peek_uint(1, 1, "sub-opcode").map(|v| v as u8)
    }

    /// The opcode byte, which must be `expected` ([`DecodeErrorKind::WrongOpcode`]).
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[0x6d]);
    /// r.opcode(0x6d)?;
    /// assert!(r.is_at_end());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn opcode(&mut self, expected: u8) -> Result<(), DecodeError> {
        let found = self.peek_opcode()?;
        if found != expected {
            return Err(self.error(DecodeErrorKind::WrongOpcode { expected, found }));
        }
        self.pos += 1;
        Ok(())
    }

    /// The sub-opcode byte of a family member (SVM), which must be `expected`.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[2]);
    /// r.sub_opcode("SVM", 2)?;
    /// assert!(visa_isa::ByteReader::new(&[3]).sub_opcode("SVM", 2).is_err());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`DecodeErrorKind::UnknownSubOp`] for another byte, [`DecodeErrorKind::Truncated`]
    /// without one.
    #[inline]
    pub fn sub_opcode(&mut self, family: &'static str, expected: u8) -> Result<(), DecodeError> {
        let found = self.peek_uint(0, 1, "sub-opcode")? as u8;
        if found != expected {
            return Err(self.error(DecodeErrorKind::UnknownSubOp {
                opcode: family,
                field: "sub-opcode",
                code: u64::from(found),
            }));
        }
        self.pos += 1;
        Ok(())
    }

    /// A field of type `W` split into bitfields that together cover the bits `covered`; any
    /// other bit set is [`DecodeErrorKind::ReservedBitsSet`]. E.g. `bits::<u8>("Channels",
    /// 0x0f)`.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(&[0b1010_0011]);
    /// let bits = r.bits::<u8>("Exec_size", 0xff)?;
    /// assert_eq!((bits.uint(0, 4), bits.uint(4, 4)), (3, 0b1010));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn bits<W: FieldWidth>(
        &mut self,
        field: &'static str,
        covered: u64,
    ) -> Result<Bits, DecodeError> {
        let offset = self.pos;
        let value = self.peek_uint(0, W::BYTES, field)?;
        let reserved = value & !covered;
        if reserved != 0 {
            return Err(DecodeError::new(
                offset,
                DecodeErrorKind::ReservedBitsSet {
                    field,
                    value,
                    reserved,
                },
            ));
        }
        self.pos += W::BYTES;
        Ok(Bits {
            offset,
            field,
            value,
        })
    }

    /// The `Pred` word (reference §2.4): `None` for 0, else the predicate;
    /// [`DecodeErrorKind::InvalidPredicate`] for a word [`Predicate::encode`] never writes.
    ///
    /// ```
    /// use visa_isa::{ByteReader, Predicate};
    ///
    /// assert_eq!(ByteReader::new(&[1, 0]).predicate("Pred")?, Some(Predicate::new(1)));
    /// assert_eq!(ByteReader::new(&[0, 0]).predicate("Pred")?, None);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn predicate(&mut self, field: &'static str) -> Result<Option<Predicate>, DecodeError> {
        let offset = self.pos;
        let value = self.u16(field)?;
        if value == 0 {
            return Ok(None);
        }
        match Predicate::decode(value) {
            Some(p) => Ok(Some(p)),
            None => Err(DecodeError::new(
                offset,
                DecodeErrorKind::InvalidPredicate { value },
            )),
        }
    }

    /// A sampler index (`ub`, reference §2.7).
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[1]).sampler("Sampler")?, visa_isa::SamplerIndex(1));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn sampler(&mut self, field: &'static str) -> Result<SamplerIndex, DecodeError> {
        self.u8(field).map(SamplerIndex)
    }

    /// A surface index (`ub`, reference §2.7).
    ///
    /// ```
    /// assert_eq!(visa_isa::ByteReader::new(&[6]).surface("Surface")?, visa_isa::SurfaceIndex(6));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn surface(&mut self, field: &'static str) -> Result<SurfaceIndex, DecodeError> {
        self.u8(field).map(SurfaceIndex)
    }

    /// A raw operand: `ud` variable id, `uw` byte offset (reference §2.5).
    ///
    /// ```
    /// use visa_isa::{ByteReader, RawOperand};
    ///
    /// assert_eq!(ByteReader::new(&[33, 0, 0, 0, 0, 0]).raw("Dst")?, RawOperand::new(33, 0));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn raw(&mut self, field: &'static str) -> Result<RawOperand, DecodeError> {
        let bytes = self.bytes(RawOperand::ENCODED_LEN, field)?;
        Ok(RawOperand::new(
            u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]),
            u16::from_le_bytes([bytes[4], bytes[5]]),
        ))
    }

    /// A counted raw operand: read when `present` (the count says so), else `None`.
    ///
    /// ```
    /// use visa_isa::ByteReader;
    ///
    /// let mut r = ByteReader::new(&[33, 0, 0, 0, 0, 0]);
    /// assert_eq!(r.raw_if(false, "LOD")?, None);
    /// assert!(r.raw_if(true, "LOD")?.is_some());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn raw_if(
        &mut self,
        present: bool,
        field: &'static str,
    ) -> Result<Option<RawOperand>, DecodeError> {
        if present {
            self.raw(field).map(Some)
        } else {
            Ok(None)
        }
    }

    /// A parameter count (`ub`): at most `max`, the fewer of the documented maximum and the
    /// instruction's parameter slots ([`DecodeErrorKind::ParamCountOutOfRange`]). `min` is
    /// the documented minimum, for the message; a smaller count is `validate`'s business.
    ///
    /// ```
    /// use visa_isa::ByteReader;
    ///
    /// assert_eq!(ByteReader::new(&[3]).param_count("NumParams", 1, 15)?, 3);
    /// assert!(ByteReader::new(&[16]).param_count("NumParams", 1, 15).is_err());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn param_count(
        &mut self,
        field: &'static str,
        min: u8,
        max: u8,
    ) -> Result<u8, DecodeError> {
        let offset = self.pos;
        let count = self.u8(field)?;
        if count > max {
            return Err(DecodeError::new(
                offset,
                DecodeErrorKind::ParamCountOutOfRange {
                    field,
                    count,
                    min,
                    max,
                },
            ));
        }
        Ok(count)
    }

    /// A vector operand: the tag byte, then the payload of its class (reference §2.6).
    ///
    /// Exactly the operands [`VectorOperand::write`] writes decode: a class without payload
    /// layout (4, 7), a modifier on a class that has none (or 6, 7), tag bits `[7:6]`, a region
    /// or address width without value, a type nibble above 15, a state class above 1, and
    /// predicate id bits `[15:12]` are errors. A truncated operand is reported at its tag,
    /// with the operand's whole length as `needed`.
    ///
    /// ```
    /// use visa_isa::{ByteReader, VectorOperand};
    ///
    /// let bytes = [5, 0, 7, 0, 0, 0]; // tag: immediate; type ud; value 7
    /// assert_eq!(ByteReader::new(&bytes).vector("Src0")?, VectorOperand::imm_ud(7));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn vector(&mut self, field: &'static str) -> Result<VectorOperand, DecodeError> {
        self.vector_with(field, Region::decode)
    }

    /// A destination vector operand: as [`vector`](ByteReader::vector), but a general or
    /// indirect operand's region is the destination form of
    /// [`VectorOperand::write_destination`] (only bits `[11:8]`, a non-zero stride).
    ///
    /// ```
    /// use visa_isa::{ByteReader, VarId};
    ///
    /// let mut bytes = Vec::new();
    /// VarId(33).dst(0, 0).write_destination(&mut bytes);
    /// assert_eq!(ByteReader::new(&bytes).destination("Dst")?, VarId(33).dst(0, 0));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn destination(&mut self, field: &'static str) -> Result<VectorOperand, DecodeError> {
        self.vector_with(field, Region::decode_destination)
    }

    #[inline]
    fn vector_with(
        &mut self,
        field: &'static str,
        decode_region: fn(u16) -> Option<Region>,
    ) -> Result<VectorOperand, DecodeError> {
        match self.try_vector(decode_region) {
            Some((operand, len)) => {
                self.pos += len;
                Ok(operand)
            }
            None => self.vector_error(field, decode_region),
        }
    }

    /// The vector operand here and its length when it decodes, else `None`: the fast path of
    /// [`vector_with`](ByteReader::vector_with), small enough to inline, which leaves
    /// locating the error to [`vector_error`](ByteReader::vector_error). It accepts exactly
    /// what that accepts (`vector_error` is the definition; a test compares the two).
    #[inline]
    fn try_vector(
        &self,
        decode_region: fn(u16) -> Option<Region>,
    ) -> Option<(VectorOperand, usize)> {
        let b = self.bytes.get(self.pos..)?;
        let tag = *b.first()?;
        if tag & 0xc0 != 0 {
            return None;
        }
        let class = OperandClass::from_code(tag & 7)?;
        let modifier = Modifier::from_code((tag >> 3) & 7)?;
        let u16_at = |b: &[u8], i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
        Some(match class {
            OperandClass::General => {
                let b = b.get(..9)?;
                let operand = GeneralOperand {
                    var: u32::from_le_bytes([b[1], b[2], b[3], b[4]]),
                    row: b[5],
                    col: b[6],
                    region: decode_region(u16_at(b, 7))?,
                    modifier,
                };
                (VectorOperand::General(operand), 9)
            }
            OperandClass::Indirect => {
                let b = b.get(..9)?;
                let operand = IndirectOperand {
                    addr: u16_at(b, 1),
                    addr_offset: b[3],
                    imm_offset: u16_at(b, 4) as i16,
                    ty: VisaType::from_code(b[6])?,
                    region: decode_region(u16_at(b, 7))?,
                    modifier,
                };
                (VectorOperand::Indirect(operand), 9)
            }
            _ if modifier != Modifier::None => return None,
            OperandClass::Address => {
                let b = b.get(..5)?;
                if b[4] > 5 {
                    return None;
                }
                let operand = AddressOperand {
                    addr: u16_at(b, 1),
                    offset: b[3],
                    width: 1 << b[4],
                };
                (VectorOperand::Address(operand), 5)
            }
            OperandClass::Predicate => {
                let b = b.get(..3)?;
                let id = u16_at(b, 1);
                if id & 0xf000 != 0 {
                    return None;
                }
                (VectorOperand::Predicate(PredicateOperand { id }), 3)
            }
            OperandClass::Immediate => {
                let ty = VisaType::from_code(*b.get(1)?)?;
                let len = 2 + ty.immediate_len();
                let bits = le_uint(b.get(2..len)?);
                (VectorOperand::Immediate(Immediate { ty, bits }), len)
            }
            OperandClass::State => {
                let b = b.get(..5)?;
                let operand = StateOperand {
                    class: StateClass::from_code(b[1])?,
                    id: u16_at(b, 2),
                    offset: b[4],
                };
                (VectorOperand::State(operand), 5)
            }
        })
    }

    /// [`vector_with`](ByteReader::vector_with) step by step, each problem located: where
    /// [`try_vector`](ByteReader::try_vector) found none, the error. Out of line, so that the
    /// readers that inline the fast path stay small.
    #[cold]
    #[inline(never)]
    fn vector_error(
        &mut self,
        field: &'static str,
        decode_region: fn(u16) -> Option<Region>,
    ) -> Result<VectorOperand, DecodeError> {
        let region = |bits: u16, offset: usize, field: &'static str| {
            decode_region(bits).ok_or_else(|| {
                DecodeError::new(offset, DecodeErrorKind::InvalidRegion { field, bits })
            })
        };
        let start = self.pos;
        let tag = self.peek_uint(0, 1, field)? as u8;
        let class = OperandClass::from_code(tag & 7).ok_or_else(|| {
            DecodeError::new(start, DecodeErrorKind::InvalidOperandClass { field, tag })
        })?;
        if tag & 0xc0 != 0 {
            return Err(DecodeError::new(
                start,
                DecodeErrorKind::ReservedBitsSet {
                    field,
                    value: u64::from(tag),
                    reserved: u64::from(tag & 0xc0),
                },
            ));
        }
        let modifier = Modifier::from_code((tag >> 3) & 7)
            .filter(|m| {
                *m == Modifier::None
                    || matches!(class, OperandClass::General | OperandClass::Indirect)
            })
            .ok_or_else(|| {
                DecodeError::new(start, DecodeErrorKind::InvalidModifier { field, tag })
            })?;
        // The operand's length, known from the tag (and, for an immediate, its type byte).
        let len = match class {
            OperandClass::General | OperandClass::Indirect => 9,
            OperandClass::Address | OperandClass::State => 5,
            OperandClass::Predicate => 3,
            OperandClass::Immediate => {
                let ty = self.type_code(1, 6, field, "immediate type")?;
                2 + ty.immediate_len()
            }
        };
        let b = self.peek_bytes(0, len, field)?;
        let u16_at = |i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
        let at = |i: usize| start + i;
        let operand = match class {
            OperandClass::General => VectorOperand::General(GeneralOperand {
                var: u32::from_le_bytes([b[1], b[2], b[3], b[4]]),
                row: b[5],
                col: b[6],
                region: region(u16_at(7), at(7), field)?,
                modifier,
            }),
            OperandClass::Address => VectorOperand::Address(AddressOperand {
                addr: u16_at(1),
                offset: b[3],
                width: match b[4] {
                    code @ 0..=5 => 1 << code,
                    code => {
                        return Err(DecodeError::new(
                            at(4),
                            DecodeErrorKind::InvalidCode {
                                field,
                                what: "address width",
                                code: u64::from(code),
                            },
                        ))
                    }
                },
            }),
            OperandClass::Predicate => {
                let id = u16_at(1);
                if id & 0xf000 != 0 {
                    return Err(DecodeError::new(
                        at(1),
                        DecodeErrorKind::ReservedBitsSet {
                            field,
                            value: u64::from(id),
                            reserved: u64::from(id & 0xf000),
                        },
                    ));
                }
                VectorOperand::Predicate(PredicateOperand { id })
            }
            OperandClass::Indirect => VectorOperand::Indirect(IndirectOperand {
                addr: u16_at(1),
                addr_offset: b[3],
                imm_offset: u16_at(4) as i16,
                ty: self.type_code(6, 9, field, "indirect type")?,
                region: region(u16_at(7), at(7), field)?,
                modifier,
            }),
            OperandClass::Immediate => {
                let ty = self.type_code(1, 6, field, "immediate type")?;
                let bits = le_uint(&b[2..]);
                VectorOperand::Immediate(Immediate { ty, bits })
            }
            OperandClass::State => VectorOperand::State(StateOperand {
                class: StateClass::from_code(b[1]).ok_or_else(|| {
                    DecodeError::new(
                        at(1),
                        DecodeErrorKind::InvalidCode {
                            field,
                            what: "state class",
                            code: u64::from(b[1]),
                        },
                    )
                })?,
                id: u16_at(2),
                offset: b[4],
            }),
        };
        self.pos += len;
        Ok(operand)
    }

    /// The type byte `ahead` bytes into a vector operand whose smallest length is `needed`.
    #[inline]
    fn type_code(
        &self,
        ahead: usize,
        needed: usize,
        field: &'static str,
        what: &'static str,
    ) -> Result<VisaType, DecodeError> {
        if self.remaining() <= ahead {
            return Err(DecodeError::new(
                self.pos,
                DecodeErrorKind::Truncated {
                    field,
                    needed,
                    available: self.remaining(),
                },
            ));
        }
        let code = self.bytes[self.pos + ahead];
        VisaType::from_code(code).ok_or_else(|| {
            DecodeError::new(
                self.pos + ahead,
                DecodeErrorKind::InvalidCode {
                    field,
                    what,
                    code: u64::from(code),
                },
            )
        })
    }

    /// A vector operand whose immediate form packs bitfields, in its canonical form
    /// ([`PackedOperand::from_operand`]).
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::{ByteReader, PackedOperand, VectorOperand};
    ///
    /// let mut bytes = Vec::new();
    /// VectorOperand::imm_uw(0).write(&mut bytes);
    /// let packed = ByteReader::new(&bytes).packed::<Aoffimmi>("Aoffimmi")?;
    /// assert_eq!(packed, PackedOperand::Immediate(Aoffimmi::default()));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn packed<T: PackedImmediate>(
        &mut self,
        field: &'static str,
    ) -> Result<PackedOperand<T>, DecodeError> {
        self.vector(field).map(PackedOperand::from_operand)
    }

    /// A NUL-terminated string (without its NUL), as in a `.isa` string pool.
    ///
    /// ```
    /// let mut r = visa_isa::ByteReader::new(b"ab\0c");
    /// assert_eq!(r.cstr("name")?, b"ab");
    /// assert_eq!(r.offset(), 3);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    pub fn cstr(&mut self, field: &'static str) -> Result<&'a [u8], DecodeError> {
        let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
        match rest.iter().position(|&b| b == 0) {
            Some(len) => {
                let s = &rest[..len];
                self.pos += len + 1;
                Ok(s)
            }
            None => Err(self.error(DecodeErrorKind::Truncated {
                field,
                needed: rest.len() + 1,
                available: rest.len(),
            })),
        }
    }
}

/// The little-endian value of up to 8 bytes.
#[inline]
fn le_uint(bytes: &[u8]) -> u64 {
    let mut le = [0u8; 8];
    let n = bytes.len().min(8);
    le[..n].copy_from_slice(&bytes[..n]);
    u64::from_le_bytes(le)
}

/// A primitive field read by [`ByteReader::bits`], split into its bitfields.
///
/// The accessors take the bitfield's lowest bit and width, as the spec's `Bit[hi..lo]`; errors
/// they return are located at the field.
///
/// ```
/// let bits = visa_isa::ByteReader::new(&[0x31]).bits::<u8>("Exec_size", 0xff)?;
/// assert_eq!((bits.value(), bits.uint(4, 4)), (0x31, 3));
/// # Ok::<(), visa_isa::DecodeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bits {
    offset: usize,
    field: &'static str,
    value: u64,
}

impl Bits {
    /// The whole field.
    ///
    /// ```
    /// let bits = visa_isa::ByteReader::new(&[0x31]).bits::<u8>("Exec_size", 0xff)?;
    /// assert_eq!(bits.value(), 0x31);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn value(&self) -> u64 {
        self.value
    }

    /// Where the field starts.
    ///
    /// ```
    /// let bits = visa_isa::ByteReader::at(&[0, 0x31], 1).bits::<u8>("Exec_size", 0xff)?;
    /// assert_eq!(bits.offset(), 1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// An error located at the field.
    ///
    /// ```
    /// use visa_isa::DecodeErrorKind;
    ///
    /// let bits = visa_isa::ByteReader::at(&[0, 0x31], 1).bits::<u8>("Exec_size", 0xff)?;
    /// assert_eq!(bits.error(DecodeErrorKind::UnknownOpcode { opcode: 0 }).offset, 1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn error(&self, kind: DecodeErrorKind) -> DecodeError {
        DecodeError::new(self.offset, kind)
    }

    /// Bits `[lo + width - 1 : lo]`, unsigned.
    ///
    /// ```
    /// let bits = visa_isa::ByteReader::new(&[0b0110_0000]).bits::<u8>("Op", 0xff)?;
    /// assert_eq!(bits.uint(5, 2), 0b11);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn uint(&self, lo: u8, width: u8) -> u64 {
        let shifted = if lo >= 64 { 0 } else { self.value >> lo };
        if width >= 64 {
            shifted
        } else {
            shifted & ((1u64 << width) - 1)
        }
    }

    /// Bits `[lo + width - 1 : lo]`, sign-extended from the top bit of the bitfield.
    ///
    /// ```
    /// let bits = visa_isa::ByteReader::new(&[0x0f]).bits::<u8>("Aoffimmi", 0xff)?;
    /// assert_eq!(bits.int(0, 4), -1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn int(&self, lo: u8, width: u8) -> i64 {
        let raw = self.uint(lo, width);
        if width == 0 || width >= 64 {
            return raw as i64;
        }
        let spare = 64 - width as u32;
        ((raw << spare) as i64) >> spare
    }

    /// Bit `bit`.
    ///
    /// ```
    /// let bits = visa_isa::ByteReader::new(&[0b100]).bits::<u8>("Op", 0xff)?;
    /// assert!(bits.flag(2) && !bits.flag(1));
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub const fn flag(&self, bit: u8) -> bool {
        self.uint(bit, 1) != 0
    }

    /// The R/G/B/A mask in bits `[lo + 3 : lo]`.
    ///
    /// ```
    /// use visa_isa::ChannelMask;
    ///
    /// let bits = visa_isa::ByteReader::new(&[0x0f]).bits::<u8>("Channels", 0xff)?;
    /// assert_eq!(bits.channels(0), ChannelMask::RGBA);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn channels(&self, lo: u8) -> ChannelMask {
        ChannelMask::from_bits(self.uint(lo, 4) as u8).unwrap_or(ChannelMask::EMPTY)
    }

    /// The enumerated value of bits `[lo + width - 1 : lo]`, by the enum's `from_code`;
    /// [`DecodeErrorKind::InvalidCode`] (naming the bitfield `what`) when it has none.
    ///
    /// ```
    /// use visa_isa::LabelKind;
    ///
    /// let bits = visa_isa::ByteReader::new(&[1]).bits::<u8>("kind", 0xff)?;
    /// assert_eq!(bits.code(0, 1, "label kind", LabelKind::from_code)?, LabelKind::Subroutine);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn code<C: TryFrom<u64>, T>(
        &self,
        lo: u8,
        width: u8,
        what: &'static str,
        from_code: impl FnOnce(C) -> Option<T>,
    ) -> Result<T, DecodeError> {
        let code = self.uint(lo, width);
        C::try_from(code).ok().and_then(from_code).ok_or_else(|| {
            self.error(DecodeErrorKind::InvalidCode {
                field: self.field,
                what,
                code,
            })
        })
    }

    /// The execution size of an `Exec_size` byte, bits `[lo + 3 : lo]` (reference §2.3);
    /// [`DecodeErrorKind::InvalidExecSize`] for a code no instruction type takes.
    ///
    /// ```
    /// use visa_isa::ExecSize;
    ///
    /// let bits = visa_isa::ByteReader::new(&[0x04]).bits::<u8>("Exec_size", 0xff)?;
    /// assert_eq!(bits.exec_size::<ExecSize>(0)?, ExecSize::Simd16);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn exec_size<S: FromCode>(&self, lo: u8) -> Result<S, DecodeError> {
        let code = self.uint(lo, 4) as u8;
        S::from_code(code).ok_or_else(|| {
            self.error(DecodeErrorKind::InvalidExecSize {
                code,
                accepted: ExecSizeCodes::of::<S>(),
            })
        })
    }

    /// The execution mask of an `Exec_size` byte, bits `[lo + 3 : lo]` (reference §2.3).
    ///
    /// ```
    /// use visa_isa::ExecMask;
    ///
    /// let bits = visa_isa::ByteReader::new(&[0x04]).bits::<u8>("Exec_size", 0xff)?;
    /// assert_eq!(bits.exec_mask::<ExecMask>(4)?, ExecMask::M1);
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn exec_mask<M: FromCode>(&self, lo: u8) -> Result<M, DecodeError> {
        self.code(lo, 4, "execution mask", M::from_code)
    }

    /// Checks that the sub-op in bits `[lo + width - 1 : lo]` is `expected`
    /// ([`DecodeErrorKind::WrongSubOp`]).
    ///
    /// ```
    /// let bits = visa_isa::ByteReader::new(&[0x09]).bits::<u8>("Op", 0xff)?;
    /// bits.sub_op(0, 8, 9)?;
    /// assert!(bits.sub_op(0, 8, 8).is_err());
    /// # Ok::<(), visa_isa::DecodeError>(())
    /// ```
    #[inline]
    pub fn sub_op(&self, lo: u8, width: u8, expected: u64) -> Result<(), DecodeError> {
        let found = self.uint(lo, width);
        if found == expected {
            Ok(())
        } else {
            Err(self.error(DecodeErrorKind::WrongSubOp {
                field: self.field,
                expected,
                found,
            }))
        }
    }
}

/// An enumerated field the binary holds as a small code, read by [`Bits::exec_size`] and
/// [`Bits::exec_mask`].
///
/// Why a trait: which execution sizes and masks there are comes from the specs, so their types
/// are generated (`ExecSize`, `ExecMask`); the reader is written once, here, and the generated
/// types implement this trait.
///
/// ```
/// use visa_isa::{ExecMask, FromCode};
///
/// assert_eq!(<ExecMask as FromCode>::from_code(0), Some(ExecMask::M1));
/// ```
pub trait FromCode: Sized {
    /// The value with that code, if there is one.
    fn from_code(code: u8) -> Option<Self>;
}

/// A set of `Exec_size` size codes (0 to 15; code `c` is `1 << c` lanes, reference §2.3): the
/// ones the instruction types take, as [`DecodeErrorKind::InvalidExecSize`] reports them.
///
/// ```
/// use visa_isa::{ExecSize, ExecSizeCodes};
///
/// let codes = ExecSizeCodes::of::<ExecSize>();
/// assert!(codes.contains(ExecSize::Simd16.code()));
/// assert!(!codes.contains(15));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ExecSizeCodes(u16);

impl ExecSizeCodes {
    /// The codes `S` has a value for.
    ///
    /// ```
    /// use visa_isa::{ExecSize, ExecSizeCodes};
    ///
    /// assert!(ExecSizeCodes::of::<ExecSize>().contains(ExecSize::Simd8.code()));
    /// ```
    pub fn of<S: FromCode>() -> Self {
        let bits = (0..16u8)
            .filter(|&code| S::from_code(code).is_some())
            .fold(0u16, |bits, code| bits | 1 << code);
        ExecSizeCodes(bits)
    }

    /// Whether `code` is in the set.
    ///
    /// ```
    /// use visa_isa::{ExecSize, ExecSizeCodes};
    ///
    /// assert!(!ExecSizeCodes::of::<ExecSize>().contains(14));
    /// ```
    #[inline]
    pub const fn contains(self, code: u8) -> bool {
        code < 16 && self.0 & (1 << code) != 0
    }

    /// The codes, ascending.
    ///
    /// ```
    /// use visa_isa::{ExecSize, ExecSizeCodes};
    ///
    /// let codes: Vec<u8> = ExecSizeCodes::of::<ExecSize>().iter().collect();
    /// assert_eq!(codes, ExecSize::ALL.iter().map(|s| s.code()).collect::<Vec<_>>());
    /// ```
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..16u8).filter(move |&code| self.contains(code))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of the vector operand reader accepts exactly what the step-by-step one
    /// accepts, with the same operand and length: every tag, payloads of every length up to
    /// the longest operand, both region forms.
    #[test]
    fn vector_fast_path_agrees_with_the_located_reader() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut accepted, mut rejected) = (0, 0);
        for round in 0..400_000u32 {
            let mut bytes = next().to_le_bytes().to_vec();
            bytes.extend(next().to_le_bytes());
            // Every tag; those without reserved bits more often.
            bytes[0] = if round % 2 == 0 {
                round as u8
            } else {
                round as u8 & 0x3f
            };
            // Often a valid type byte and region word, so that both paths get exercised.
            if next() % 2 == 0 {
                bytes[1] &= 0x0f;
                bytes[6] &= 0x0f;
                let counts = [0, 1, 2, 4, 8, 16, 32];
                let mut pick = || counts[(next() % 7) as usize];
                let region = Region {
                    vstride: pick(),
                    width: pick(),
                    hstride: pick(),
                };
                let bits = if next() % 2 == 0 {
                    region.encode()
                } else {
                    region.encode_destination()
                };
                bytes[7..9].copy_from_slice(&bits.unwrap_or(0x0121).to_le_bytes());
            }
            // Cut short now and then.
            let len = if next() % 3 == 0 {
                (next() % 12) as usize
            } else {
                bytes.len()
            };
            let bytes = &bytes[..len];
            let skip = (next() % 2) as usize;
            for decode_region in [
                Region::decode as fn(u16) -> Option<Region>,
                Region::decode_destination,
            ] {
                let reader = ByteReader::at(bytes, skip.min(len));
                let fast = reader.try_vector(decode_region);
                let mut slow_reader = reader.clone();
                let slow = slow_reader.vector_error("F", decode_region);
                match (fast, slow) {
                    (Some((op, n)), Ok(expected)) => {
                        assert_eq!(op, expected, "{bytes:02x?}");
                        assert_eq!(reader.offset() + n, slow_reader.offset(), "{bytes:02x?}");
                        accepted += 1;
                    }
                    (None, Err(_)) => rejected += 1,
                    (fast, slow) => panic!("{bytes:02x?}: fast {fast:?}, located {slow:?}"),
                }
            }
        }
        assert!(
            accepted > 10_000 && rejected > 10_000,
            "{accepted} {rejected}"
        );
    }
}
