//! Reading a `.isa` file back into a [`Kernel`] (`4_visa_header.md`; `visa-binary-format.md`
//! §8.2): the file header, the kernel object (string pool, declarations, inputs, instruction
//! size and entry, attributes) and the instruction stream.

use core::fmt;

use super::decl::{Align, Attribute, AttributeValue, InputVar};
use super::error::KernelError;
use super::limits::{
    MAX_ADDRESSES, MAX_ATTRIBUTES, MAX_DECL_ATTRIBUTES, MAX_INPUTS, MAX_LABELS, MAX_PREDICATES,
    MAX_SAMPLERS, MAX_STRINGS, MAX_SURFACES, MAX_VARS,
};
use super::naming::{first_id, slot, ReadPool};
use super::Kernel;
use crate::runtime::decode::{ByteReader, DecodeError, DecodeErrorKind, FieldWidth};
use crate::runtime::instruction::{DecodeStream, Instruction};
use crate::runtime::layout::Layout;
use crate::runtime::names::{LabelKind, NameClass, NameId, SamplerIndex, SurfaceIndex, VarId};
use crate::runtime::types::VisaType;
use crate::runtime::visit::OperandKind;
use crate::AnyInstruction;

/// Bytes of a `var_info` without attributes: name, bit_properties, num_elements, alias_index,
/// alias_offset, alias_scope_specifier, attribute_count.
const VAR_INFO_LEN: usize = 4 + 1 + 2 + 4 + 2 + 1 + 1;
/// Bytes of an `address_info`, `predicate_info`, `sampler_info` or `surface_info` without
/// attributes: name, num_elements, attribute_count.
const STATE_INFO_LEN: usize = 4 + 2 + 1;
/// Bytes of a `label_info`: name, kind, attribute_count.
const LABEL_INFO_LEN: usize = 4 + 1 + 1;
/// Bytes of an `input_info`: kind, id, offset, size.
const INPUT_INFO_LEN: usize = 1 + 4 + 2 + 2;
/// Bytes of an `attribute_info` without its value: name, size.
const ATTRIBUTE_INFO_LEN: usize = 4 + 1;

impl Kernel {
    /// Reads a vISA 4.1 `.isa` file of one kernel, such as [`to_isa`](Kernel::to_isa) writes:
    /// the inverse of `to_isa`, so `Kernel::from_isa(&k.to_isa()) == k` for every kernel.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_var(VisaType::F, 16, Align::Grf)?;
    /// kernel.declare_surface(1)?;
    /// let isa = kernel.to_isa();
    /// assert_eq!(Kernel::from_isa(&isa)?, kernel);
    /// assert!(Kernel::from_isa(&isa[..isa.len() - 1]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// What it reads (reference §8.2): the file header (magic `CISA`, version 4.1, exactly one
    /// kernel, no relocations, GEN binaries, file-scope variables or functions: a file with
    /// GEN binaries, several kernels or functions is a [`Program`](super::Program)); the kernel
    /// object: the string pool, the kernel's `name_index` (naming the header's name), the
    /// general, address, predicate, label, sampler and surface tables (each declaration's
    /// attributes but a label's, which must have none; local alias scope, no VME variables),
    /// the inputs, the instruction `size`
    /// and `entry`, the kernel attributes, then the instruction stream, decoded and validated
    /// as by [`decode_stream`](crate::decode_stream).
    ///
    /// What it rebuilds: every declaration, input and attribute goes through the same checks
    /// as building the kernel by hand ([`declare_var`](Kernel::declare_var),
    /// [`add_decl_attribute`](Kernel::add_decl_attribute), [`add_input`](Kernel::add_input), …), and every instruction through
    /// [`push`](Kernel::push), except the operand type checks (IGC's verifier does not check
    /// operand types, so a file need not pass them); the kernel returned has type checks on,
    /// the default, for what is pushed next. Declaration names are kept (each must be an
    /// identifier, unique in its namespace: [`declare_var_named`](Kernel::declare_var_named)).
    /// Attribute values are read by [`Attribute::STRING_NAMES`].
    ///
    /// The layout must be the one `to_isa` writes: the kernel object right after the header,
    /// `input_offset` at `num_inputs`, `entry` at the first instruction, the kernel's `size`
    /// equal to `entry` plus the instruction bytes, and nothing after them.
    ///
    /// Every count (strings, variables, addresses, predicates, labels, samplers, surfaces,
    /// inputs, attributes) is bounded by the bytes left (and its documented maximum) before
    /// anything is allocated for it; nothing panics, whatever the bytes.
    ///
    /// # Errors
    ///
    /// An [`IsaError`] located at the field concerned, with offsets from the start of the
    /// file: [`IsaError::Decode`] with the `.isa` kinds ([`DecodeErrorKind::BadMagic`],
    /// `UnsupportedVersion`, `Unsupported`, `CountTooLarge`, `Mismatch`, `BadStringIndex`,
    /// `InvalidString`, `NameMismatch`, `Truncated`, `InvalidCode`) or any instruction decoding
    /// error; [`IsaError::Rejected`] for what the writer's checks reject (at the declaration's
    /// entry, or the instruction's start).
    pub fn from_isa(bytes: &[u8]) -> Result<Kernel, IsaError> {
        Kernel::from_isa_for(bytes, Layout::default())
    }

    /// [`from_isa`](Kernel::from_isa) for a caller that prefers `layout`: the file is read
    /// in `layout`, and when it does not decode in it, in each other [`Layout`] in turn
    /// (a file that fits one layout only decodes in that one). The kernel's
    /// [`target_layout`](Kernel::target_layout) is the layout it was read in, so `to_isa`
    /// writes the same bytes back.
    ///
    /// Which layout was a file written for? No field of the file says (both layouts are
    /// version 4.1): [`isa_layouts`](Kernel::isa_layouts) lists those it decodes in. Only
    /// kernels with an opcode whose operands differ ([`Layout`]) differ; a kernel without
    /// them decodes (to the same kernel) in both.
    ///
    /// # Errors
    ///
    /// As [`from_isa`](Kernel::from_isa): the error of reading in `layout` when no layout
    /// decodes the file.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.set_target_layout(Layout::Current)?;
    /// // A kernel whose instructions are the same in both layouts reads in the preferred one.
    /// let read = Kernel::from_isa_for(&kernel.to_isa(), Layout::Current)?;
    /// assert_eq!(read.target_layout(), Layout::Current);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_isa_for(bytes: &[u8], layout: Layout) -> Result<Kernel, IsaError> {
        read_preferring(layout, |layout| Kernel::from_isa_in(bytes, layout))
    }

    /// The layouts a file decodes in, the default first: what it may have been written for
    /// ([`from_isa_for`](Kernel::from_isa_for)). Empty when it decodes in none.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// // No instruction whose layout differs: both layouts read it.
    /// assert_eq!(Kernel::isa_layouts(&kernel.to_isa()), [Layout::Igc2022, Layout::Current]);
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    pub fn isa_layouts(bytes: &[u8]) -> Vec<Layout> {
        Layout::ALL
            .iter()
            .copied()
            .filter(|&layout| Kernel::from_isa_in(bytes, layout).is_ok())
            .collect()
    }

    /// [`from_isa`](Kernel::from_isa) in `layout` only.
    ///
    /// # Errors
    ///
    /// As [`from_isa`](Kernel::from_isa).
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let kernel = Kernel::new("k")?;
    /// let read = Kernel::from_isa_in(&kernel.to_isa(), Layout::Igc2022)?;
    /// assert_eq!(read, kernel);
    /// assert!(Kernel::from_isa_in(&[0x43, 0x49], Layout::Current).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_isa_in(bytes: &[u8], layout: Layout) -> Result<Kernel, IsaError> {
        let mut reader = IsaReader::new(bytes);
        reader.layout = layout;
        let header = reader.header(true)?;
        let mut errors = Vec::new();
        let mut kernels = reader.routines(&header, &mut errors).0;
        if !errors.is_empty() {
            return Err(errors.swap_remove(0));
        }
        // `header(true)` admits exactly one kernel and no function.
        match kernels.pop() {
            Some(k) => Ok(k.kernel),
            None => Err(DecodeError::new(
                6,
                DecodeErrorKind::Unsupported {
                    what: "number of kernels",
                    found: 0,
                    supported: 1,
                },
            )
            .into()),
        }
    }
}

/// The reader's state: the file, the position, and the string pool of the routine object
/// being read.
pub(super) struct IsaReader<'a> {
    /// The byte layout the instructions are read in.
    pub(super) layout: Layout,
    pub(super) file: &'a [u8],
    pub(super) r: ByteReader<'a>,
    strings: Vec<&'a [u8]>,
    /// The name indexes read, for the pool kept when the crate would write another.
    pool: ReadPool,
}

/// A kernel's or a function's entry in the file header: its name and where its object lies.
#[derive(Debug, Clone)]
pub(super) struct RoutineEntry<'a> {
    /// The name, and its file offset.
    pub(super) name: &'a str,
    pub(super) name_at: usize,
    /// The object's file offset (`offset`), and where that field is.
    pub(super) offset: u32,
    pub(super) offset_at: usize,
    /// The object's size (`size`), and where that field is.
    pub(super) size: u32,
    pub(super) size_at: usize,
    /// A kernel's `input_offset` and where that field is; `None` for a function.
    pub(super) input_offset: Option<(u32, usize)>,
    /// A kernel's GEN binaries: platform, offset, size, and where the offset and size are.
    pub(super) gen_binaries: Vec<GenBinaryEntry>,
}

/// A GEN binary's entry in the file header.
#[derive(Debug, Clone, Copy)]
pub(super) struct GenBinaryEntry {
    pub(super) platform: u8,
    pub(super) offset: u32,
    pub(super) offset_at: usize,
    pub(super) size: u32,
    pub(super) size_at: usize,
}

/// A routine object read back: the kernel (a function's body too), and a function's
/// `input_size` and `return_value_size`.
#[derive(Debug, Clone)]
pub(super) struct RoutineObject {
    pub(super) kernel: Kernel,
    pub(super) sizes: Option<(u8, u8)>,
}

impl<'a> IsaReader<'a> {
    pub(super) fn new(file: &'a [u8]) -> Self {
        IsaReader {
            layout: Layout::default(),
            file,
            r: ByteReader::new(file),
            strings: Vec::new(),
            pool: ReadPool::default(),
        }
    }
}

/// Why a `.isa` file does not read back into a [`Kernel`], and where: bytes that do not decode,
/// or a kernel the writer's checks reject. Displays as `at byte <offset>: <message>`.
///
/// Why its own error rather than a kind of [`DecodeError`]: decoding bytes is a layer below
/// the kernel, so a decoding error cannot hold a [`KernelError`]; this error holds either.
///
/// ```
/// use visa_isa::{IsaError, Kernel};
///
/// let e = Kernel::from_isa(b"XISA").unwrap_err();
/// assert!(matches!(e, IsaError::Decode(_)), "{e:?}");
/// assert_eq!(e.offset(), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum IsaError {
    /// The bytes do not decode: the file's structure (the `.isa` kinds of [`DecodeErrorKind`],
    /// offsets from the start of the file) or an instruction.
    Decode(DecodeError),
    /// A declaration, input, attribute or instruction that decodes but that the kernel writer
    /// rejects (the same checks as building the kernel by hand, except operand types).
    Rejected {
        /// File offset of the declaration's entry, or of the instruction's start.
        offset: usize,
        /// The writer's error.
        error: KernelError,
    },
    /// An instruction stream that IGC 1.0.12504.6's writer (`GenX_IR -binary`) wrote without
    /// the last operands of its instructions (reference §1.4: its `emitCisaInst` writes
    /// `min(opnd_count, opnd_num)` operands, which leaves out one operand per Exec_size and
    /// Pred field; fixed in IGC ee604b2c8). The instructions do not read back, by IGC's own
    /// reader either; `size` still counts their full length, so the stream ends in that many
    /// zero bytes. Recognized by that zero fill, in a string pool IGC's writer wrote (its
    /// predefined variable names, `%null` first), when what fails is not just an opcode the
    /// crate lacks (other than 0, which IGC never writes). When the last instruction is the
    /// only one cut short, its missing operands read as the zero fill (`%null.0` raw operands,
    /// say) and the stream reads back, as it does in IGC's reader: that case cannot be told
    /// from a sound file.
    WriterDroppedOperands {
        /// File offset of the stream's first instruction: the stream is short from the first
        /// instruction with an Exec_size or Pred field on.
        offset: usize,
        /// Its opcode byte.
        opcode: u8,
        /// The zero bytes that end the instruction stream.
        zero_fill: usize,
        /// What reading the stream gave, where it went wrong.
        cause: Box<IsaError>,
    },
}

impl IsaError {
    /// Byte offset of the problem, from the start of the file.
    ///
    /// ```
    /// assert_eq!(visa_isa::Kernel::from_isa(b"XISA").unwrap_err().offset(), 0);
    /// ```
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            IsaError::Decode(e) => e.offset,
            IsaError::Rejected { offset, .. } => *offset,
            IsaError::WriterDroppedOperands { offset, .. } => *offset,
        }
    }

    /// Stable snake_case identifier: the [`DecodeError::code`], or `"kernel"` for a rejected
    /// kernel.
    ///
    /// ```
    /// assert_eq!(visa_isa::Kernel::from_isa(b"XISA").unwrap_err().code(), "bad_magic");
    /// ```
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            IsaError::Decode(e) => e.code(),
            IsaError::Rejected { .. } => "kernel",
            IsaError::WriterDroppedOperands { .. } => "writer_dropped_operands",
        }
    }

    /// The spec field (or file structure) concerned, when known.
    ///
    /// ```
    /// let e = visa_isa::Kernel::from_isa(b"XISA").unwrap_err();
    /// // The magic number is no spec field.
    /// assert_eq!(e.field(), None);
    /// assert_eq!(e.code(), "bad_magic");
    /// ```
    #[inline]
    pub fn field(&self) -> Option<&'static str> {
        match self {
            IsaError::Decode(e) => e.field(),
            IsaError::Rejected { error, .. } => error.field(),
            IsaError::WriterDroppedOperands { cause, .. } => cause.field(),
        }
    }
}

impl fmt::Display for IsaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IsaError::Decode(e) => e.fmt(f),
            IsaError::Rejected { offset, error } => write!(f, "at byte {offset}: {error}"),
            IsaError::WriterDroppedOperands {
                offset,
                opcode,
                zero_fill,
                cause,
            } => write!(
                f,
                "at byte {offset}: the instructions from this {} (opcode {opcode:#04x}) on do not \
                 read back: IGC 12504.6's writer dropped the operands of every instruction with \
                 an Exec_size or Pred field (GenX_IR -binary writes min(operand count, \
                 descriptor count) operands; fixed in IGC ee604b2c8), and the stream ends in \
                 the {zero_fill} zero bytes it counted but never wrote; IGC's own reader cannot \
                 read the file either. Reading goes wrong {cause}",
                opcode_name(*opcode)
            ),
        }
    }
}

impl std::error::Error for IsaError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // Transparent: the message is the decoding error's own.
            IsaError::Decode(e) => e.source(),
            IsaError::Rejected { error, .. } => Some(error),
            IsaError::WriterDroppedOperands { cause, .. } => Some(cause.as_ref()),
        }
    }
}

impl From<DecodeError> for IsaError {
    #[inline]
    fn from(e: DecodeError) -> Self {
        IsaError::Decode(e)
    }
}

/// A writer's error, located.
fn rejected(offset: usize, error: KernelError) -> IsaError {
    IsaError::Rejected { offset, error }
}

impl<'a> IsaReader<'a> {
    /// A count or flag field that must be `supported` ([`DecodeErrorKind::Unsupported`]).
    pub(super) fn only<W: FieldWidth>(
        &mut self,
        field: &'static str,
        what: &'static str,
        supported: u64,
    ) -> Result<(), DecodeError> {
        let at = self.r.offset();
        let found = self.r.uint::<W>(field)?;
        if found != supported {
            return Err(DecodeError::new(
                at,
                DecodeErrorKind::Unsupported {
                    what,
                    found,
                    supported,
                },
            ));
        }
        Ok(())
    }

    /// A count of entries of at least `entry_len` bytes each: at most `max` and at most what
    /// the bytes left can hold ([`DecodeErrorKind::CountTooLarge`]).
    pub(super) fn count<W: FieldWidth>(
        &mut self,
        field: &'static str,
        what: &'static str,
        entry_len: usize,
        max: usize,
    ) -> Result<usize, DecodeError> {
        let at = self.r.offset();
        let count = self.r.uint::<W>(field)?;
        let bound = max.min(self.r.remaining() / entry_len) as u64;
        if count > bound {
            return Err(DecodeError::new(
                at,
                DecodeErrorKind::CountTooLarge {
                    what,
                    count,
                    max: bound,
                },
            ));
        }
        Ok(count as usize)
    }

    /// A string-pool index, and the string it names.
    fn string(&mut self, field: &'static str) -> Result<&'a [u8], DecodeError> {
        let at = self.r.offset();
        let index = self.r.u32(field)?;
        self.strings.get(index as usize).copied().ok_or_else(|| {
            DecodeError::new(
                at,
                DecodeErrorKind::BadStringIndex {
                    field,
                    index,
                    count: self.strings.len() as u32,
                },
            )
        })
    }

    /// A declaration's name: a string-pool index, and the string it names as UTF-8; the
    /// index is kept for the pool.
    fn decl_name(&mut self, field: &'static str, class: NameClass) -> Result<String, DecodeError> {
        let at = self.r.offset();
        let index = self.r.clone().u32(field).unwrap_or(0);
        self.pool.decls[slot(class)].push(index);
        let name = self.string(field)?;
        core::str::from_utf8(name)
            .map(str::to_owned)
            .map_err(|_| DecodeError::new(at, DecodeErrorKind::InvalidString { field }))
    }

    /// [`decl_name`](IsaReader::decl_name), and the declaration's index in its class.
    fn decl_name_at(
        &mut self,
        field: &'static str,
        class: NameClass,
    ) -> Result<(String, usize), DecodeError> {
        let name = self.decl_name(field, class)?;
        Ok((name, self.pool.decls[slot(class)].len() - 1))
    }

    /// The `attribute_count` of a label, which must be 0 (erratum #26).
    fn no_attributes(
        &mut self,
        field: &'static str,
        what: &'static str,
    ) -> Result<(), DecodeError> {
        self.only::<u8>(field, what, 0)
    }

    /// Reads the routine object (a kernel's or a function's) that `entry` of the file header
    /// locates: the string pool, the declarations, the inputs (kernels only), `size` and
    /// `entry`, `input_size` and `return_value_size` (functions only), the attributes and the
    /// instructions, which must end where the header's `size` says the object ends.
    pub(super) fn object(&mut self, routine: &RoutineEntry<'a>) -> Result<RoutineObject, IsaError> {
        let kernel_start = routine.offset as usize;
        self.r = ByteReader::at(self.file, kernel_start);
        self.pool = ReadPool::default();
        let name = routine.name;
        let name_at = routine.name_at;
        let kernel_size_at = routine.size_at;
        let kernel_size = routine.size;
        let mut kernel = Kernel::new(name).map_err(|e| rejected(name_at, e))?;

        // Kernel object: the string pool (each string at least its NUL), then the kernel name.
        let count = self.count::<u32>("string_count", "strings", 1, MAX_STRINGS)?;
        let mut strings = Vec::with_capacity(count);
        for _ in 0..count {
            strings.push(self.r.cstr("string_pool")?);
        }
        self.strings = strings;
        let at = self.r.offset();
        self.pool.name_index = self.r.clone().u32("name_index").unwrap_or(0);
        let pool_name = self.string("name_index")?;
        if pool_name != name.as_bytes() {
            return Err(DecodeError::new(
                at,
                DecodeErrorKind::NameMismatch {
                    header: name.to_owned(),
                    pool: String::from_utf8_lossy(pool_name).into_owned(),
                },
            )
            .into());
        }

        self.variables(&mut kernel)?;
        for (field, what, max, predicates) in [
            ("address_count", "address variables", MAX_ADDRESSES, false),
            ("predicate_count", "predicates", MAX_PREDICATES, true),
        ] {
            let count = self.count::<u16>(field, what, STATE_INFO_LEN, max)?;
            for _ in 0..count {
                let at = self.r.offset();
                let class = if predicates {
                    NameClass::Predicate
                } else {
                    NameClass::Address
                };
                let (name, index) = self.decl_name_at("name_index", class)?;
                let num_elements = self.r.u16("num_elements")?;
                let attributes = self.decl_attributes("attribute_count", class, index)?;
                let declared = if predicates {
                    kernel.declare_predicate_named(name, num_elements).map(drop)
                } else {
                    kernel.declare_address_named(name, num_elements).map(drop)
                };
                declared.map_err(|e| rejected(at, e))?;
                Self::add_decl_attributes(&mut kernel, at, class, index, attributes)?;
            }
        }
        let count = self.count::<u16>("label_count", "labels", LABEL_INFO_LEN, MAX_LABELS)?;
        for _ in 0..count {
            let at = self.r.offset();
            let name = self.decl_name("label_info.name_index", NameClass::Label)?;
            let kind_at = self.r.offset();
            let code = self.r.u8("label_info.kind")?;
            let kind = LabelKind::from_code(code).ok_or_else(|| {
                DecodeError::new(
                    kind_at,
                    DecodeErrorKind::InvalidCode {
                        field: "label_info.kind",
                        what: "label kind",
                        code: u64::from(code),
                    },
                )
            })?;
            self.no_attributes("label_info.attribute_count", "number of label attributes")?;
            kernel
                .declare_label_named(name, kind)
                .map_err(|e| rejected(at, e))?;
        }
        for (field, what, max, surfaces) in [
            ("sampler_count", "samplers", MAX_SAMPLERS, false),
            ("surface_count", "surfaces", MAX_SURFACES, true),
        ] {
            let count = self.count::<u8>(field, what, STATE_INFO_LEN, max)?;
            for _ in 0..count {
                let at = self.r.offset();
                let class = if surfaces {
                    NameClass::Surface
                } else {
                    NameClass::Sampler
                };
                let (name, index) = self.decl_name_at("name_index", class)?;
                let num_elements = self.r.u16("num_elements")?;
                let attributes = self.decl_attributes("attribute_count", class, index)?;
                let declared = if surfaces {
                    kernel.declare_surface_named(name, num_elements).map(drop)
                } else {
                    kernel.declare_sampler_named(name, num_elements).map(drop)
                };
                declared.map_err(|e| rejected(at, e))?;
                Self::add_decl_attributes(&mut kernel, at, class, index, attributes)?;
            }
        }
        self.only::<u8>("vme_count", "number of VME variables", 0)?;

        // A kernel's inputs, where the header's `input_offset` says; a function has none.
        if let Some((input_offset, input_offset_at)) = routine.input_offset {
            let inputs_at = self.r.offset();
            if input_offset as usize != inputs_at {
                return Err(DecodeError::new(
                    input_offset_at,
                    DecodeErrorKind::Mismatch {
                        field: "input_offset",
                        found: u64::from(input_offset),
                        expected: inputs_at as u64,
                    },
                )
                .into());
            }
            self.inputs(&mut kernel)?;
        }
        let size_at = self.r.offset();
        let size = self.r.u32("size")?;
        let entry_at = self.r.offset();
        let entry = self.r.u32("entry")?;
        let sizes = if routine.input_offset.is_none() {
            let input_size = self.r.u8("input_size")?;
            Some((input_size, self.r.u8("return_value_size")?))
        } else {
            None
        };
        self.attributes(&mut kernel)?;

        // The instructions: right after the attributes, `size` bytes, to the end of the file.
        let start = self.r.offset();
        let expected_entry = (start - kernel_start) as u64;
        if u64::from(entry) != expected_entry {
            return Err(DecodeError::new(
                entry_at,
                DecodeErrorKind::Mismatch {
                    field: "entry",
                    found: u64::from(entry),
                    expected: expected_entry,
                },
            )
            .into());
        }
        let code = self.r.bytes(size as usize, "instructions").map_err(|_| {
            DecodeError::new(
                size_at,
                DecodeErrorKind::CountTooLarge {
                    what: "instruction bytes",
                    count: u64::from(size),
                    max: self.r.remaining() as u64,
                },
            )
        })?;
        let end = start + code.len();
        if u64::from(kernel_size) != u64::from(entry) + u64::from(size) {
            return Err(DecodeError::new(
                kernel_size_at,
                DecodeErrorKind::Mismatch {
                    field: "size",
                    found: u64::from(kernel_size),
                    expected: u64::from(entry) + u64::from(size),
                },
            )
            .into());
        }
        let checks = kernel.type_checks();
        kernel.set_type_checks(false);
        kernel.layout = self.layout;
        self.instructions(&mut kernel, start, end)
            .map_err(|e| self.writer_dropped_operands(e, start, end))?;
        kernel.set_type_checks(checks);
        // The pool as read, when the crate's own order would write other bytes (a file IGC
        // wrote: its predefined names, its order), so that `to_isa` writes it back.
        let own = kernel.own_pool();
        let first = 1 + kernel.names();
        let own_indexes = (first..).zip(self.pool.table_order());
        let same = self.pool.name_index == 0
            && own.len() == self.strings.len()
            && own
                .iter()
                .zip(&self.strings)
                .all(|(a, b)| a.as_bytes() == *b)
            && own_indexes.into_iter().all(|(want, got)| want == got);
        if !same {
            let mut pool = core::mem::take(&mut self.pool);
            pool.strings = self.strings.iter().map(|s| s.to_vec()).collect();
            kernel.pool = Some(pool);
        }
        Ok(RoutineObject { kernel, sizes })
    }

    /// Decodes the instruction stream `start..end` and pushes every instruction.
    fn instructions(&self, kernel: &mut Kernel, start: usize, end: usize) -> Result<(), IsaError> {
        let stream = DecodeStream::<AnyInstruction>::new(
            ByteReader::at(&self.file[..end], start).in_layout(self.layout),
        );
        let instructions = stream.collect::<Result<Vec<_>, _>>()?;
        // The names (`fn<N>`): the run of strings 1, 2, … that are `fn1`, `fn2`, … (what
        // `to_isa` writes), and any string an instruction names (a file written by IGC names
        // its functions otherwise; the kernel prints them `fn<N>`).
        let mut names = (1..self.strings.len())
            .take_while(|&i| self.strings[i] == NameId(i as u32).to_string().as_bytes())
            .count() as u32;
        for (_, inst) in &instructions {
            inst.for_each_operand(&mut |op| {
                if let OperandKind::Name(n) = op.kind {
                    if (n.0 as usize) < self.strings.len() {
                        names = names.max(n.0);
                    }
                }
            });
        }
        kernel
            .declare_names_up_to(NameId(names))
            .map_err(|e| rejected(start, e))?;
        for (at, inst) in instructions {
            kernel.push(inst).map_err(|e| rejected(at, e))?;
        }
        Ok(())
    }

    /// `error`, an instruction of the stream `start..end` that does not read back, as
    /// [`IsaError::WriterDroppedOperands`] when the file has the marks of IGC 12504.6's
    /// writer bug (reference §1.4): a string pool that IGC's writer wrote (its predefined
    /// variable names after the routine's name, `%null` first, which this crate never writes),
    /// an instruction stream that ends in zero bytes (the part of `size` the writer counted
    /// but never wrote), and an error that shows misreading, not just an opcode the crate
    /// lacks.
    fn writer_dropped_operands(&self, error: IsaError, start: usize, end: usize) -> IsaError {
        let igc_pool = self.strings.get(1).is_some_and(|s| *s == b"%null");
        let zero_fill = self.file[start..end]
            .iter()
            .rev()
            .take_while(|&&b| b == 0)
            .count();
        // An opcode this crate lacks is no sign of misreading by itself (the file may be
        // sound), unless it is 0, which IGC reserves (ISA_RESERVED_0) and never writes.
        let misread = !matches!(
            &error,
            IsaError::Decode(DecodeError {
                kind: DecodeErrorKind::UnknownOpcode { opcode },
                ..
            }) if *opcode != 0
        );
        if igc_pool && misread && zero_fill > 0 {
            IsaError::WriterDroppedOperands {
                offset: start,
                opcode: self.file[start],
                zero_fill,
                cause: Box::new(error),
            }
        } else {
            error
        }
    }

    /// The general variable table.
    fn variables(&mut self, kernel: &mut Kernel) -> Result<(), IsaError> {
        let count = self.count::<u32>(
            "variable_count",
            "general variables",
            VAR_INFO_LEN,
            MAX_VARS,
        )?;
        for _ in 0..count {
            let at = self.r.offset();
            let (name, index) = self.decl_name_at("var_info.name_index", NameClass::General)?;
            let props_at = self.r.offset();
            let props = self.r.u8("var_info.bit_properties")?;
            let invalid = |what, code: u8| {
                DecodeError::new(
                    props_at,
                    DecodeErrorKind::InvalidCode {
                        field: "var_info.bit_properties",
                        what,
                        code: u64::from(code),
                    },
                )
            };
            let ty =
                VisaType::from_code(props & 0xf).ok_or_else(|| invalid("type", props & 0xf))?;
            let align =
                Align::from_code(props >> 4).ok_or_else(|| invalid("alignment", props >> 4))?;
            let num_elements = self.r.u16("var_info.num_elements")?;
            let alias = self.r.u32("var_info.alias_index")?;
            let alias_offset_at = self.r.offset();
            let alias_offset = self.r.u16("var_info.alias_offset")?;
            self.only::<u8>("var_info.alias_scope_specifier", "alias scope", 0)?;
            let attributes =
                self.decl_attributes("var_info.attribute_count", NameClass::General, index)?;
            let declared = if alias == 0 {
                if alias_offset != 0 {
                    return Err(DecodeError::new(
                        alias_offset_at,
                        DecodeErrorKind::Mismatch {
                            field: "var_info.alias_offset",
                            found: u64::from(alias_offset),
                            expected: 0,
                        },
                    )
                    .into());
                }
                kernel.declare_var_named(name, ty, num_elements, align)
            } else {
                // An alias has no alignment of its own (the writer, like IGC's, writes 0).
                if align != Align::Byte {
                    return Err(DecodeError::new(
                        props_at,
                        DecodeErrorKind::Mismatch {
                            field: "var_info.bit_properties alignment of an alias",
                            found: u64::from(align.code()),
                            expected: 0,
                        },
                    )
                    .into());
                }
                kernel.declare_alias_named(name, ty, num_elements, VarId(alias), alias_offset)
            };
            declared.map_err(|e| rejected(at, e))?;
            Self::add_decl_attributes(kernel, at, NameClass::General, index, attributes)?;
        }
        Ok(())
    }

    /// The input table.
    fn inputs(&mut self, kernel: &mut Kernel) -> Result<(), IsaError> {
        let count = self.count::<u32>("num_inputs", "inputs", INPUT_INFO_LEN, MAX_INPUTS)?;
        for _ in 0..count {
            let at = self.r.offset();
            let kind = self.r.u8("input_info.kind")?;
            let id_at = self.r.offset();
            let id = self.r.u32("input_info.id")?;
            let offset = self.r.u16("input_info.offset")?;
            let size = self.r.u16("input_info.size")?;
            let invalid = |offset, field, what, code| {
                DecodeError::new(offset, DecodeErrorKind::InvalidCode { field, what, code })
            };
            let state = |what| {
                u8::try_from(id).map_err(|_| invalid(id_at, "input_info.id", what, u64::from(id)))
            };
            let var = match kind {
                0 => InputVar::General(VarId(id)),
                1 => InputVar::Sampler(SamplerIndex(state("sampler id")?)),
                2 => InputVar::Surface(SurfaceIndex(state("surface id")?)),
                _ => {
                    return Err(
                        invalid(at, "input_info.kind", "input kind", u64::from(kind)).into(),
                    )
                }
            };
            kernel
                .add_input(var, offset, size)
                .map_err(|e| rejected(at, e))?;
        }
        Ok(())
    }

    /// The kernel attributes (each read as [`attribute_info`](IsaReader::attribute_info)).
    fn attributes(&mut self, kernel: &mut Kernel) -> Result<(), IsaError> {
        let count = self.count::<u16>(
            "attribute_count",
            "attributes",
            ATTRIBUTE_INFO_LEN,
            MAX_ATTRIBUTES,
        )?;
        for _ in 0..count {
            let at = self.r.offset();
            let (index, attribute) = self.attribute_info()?;
            self.pool.attributes.push(index);
            kernel
                .add_attribute(attribute)
                .map_err(|e| rejected(at, e))?;
        }
        Ok(())
    }

    /// One `attribute_info`: its name's pool index, and the attribute. A value of 0 bytes is
    /// a flag; under a name of [`Attribute::STRING_NAMES`], or of more than 4 bytes, a
    /// string; else a little-endian integer, sign-extended as GenX_IR reads it.
    fn attribute_info(&mut self) -> Result<(u32, Attribute), DecodeError> {
        let at = self.r.offset();
        let index = self.r.clone().u32("attribute_info.name").unwrap_or(0);
        let name = self.string("attribute_info.name")?;
        let name = core::str::from_utf8(name).map_err(|_| {
            DecodeError::new(
                at,
                DecodeErrorKind::InvalidString {
                    field: "attribute_info.name",
                },
            )
        })?;
        let size = self.r.u8("attribute_info.size")?;
        let value_at = self.r.offset();
        let bytes = self.r.bytes(usize::from(size), "attribute_info.value")?;
        let value = if bytes.is_empty() {
            AttributeValue::Flag
        } else if bytes.len() <= 4 && !Attribute::is_string_name(name) {
            let unsigned = bytes
                .iter()
                .rev()
                .fold(0u32, |v, &b| (v << 8) | u32::from(b));
            let spare = 32 - 8 * u32::from(size);
            AttributeValue::Int {
                value: ((unsigned << spare) as i32) >> spare,
                size,
            }
        } else {
            let text = core::str::from_utf8(bytes).map_err(|_| {
                DecodeError::new(
                    value_at,
                    DecodeErrorKind::InvalidString {
                        field: "attribute_info.value",
                    },
                )
            })?;
            AttributeValue::Str(text.to_owned())
        };
        Ok((
            index,
            Attribute {
                name: name.to_owned(),
                value,
            },
        ))
    }

    /// A declaration's attributes (`attribute_count`, at most 255, then its
    /// `attribute_info`s), for declaration `index` of class `class`; their name indexes are
    /// kept for the pool.
    fn decl_attributes(
        &mut self,
        field: &'static str,
        class: NameClass,
        index: usize,
    ) -> Result<Vec<Attribute>, DecodeError> {
        let count = self.count::<u8>(
            field,
            "declaration attributes",
            ATTRIBUTE_INFO_LEN,
            MAX_DECL_ATTRIBUTES,
        )?;
        let mut attributes = Vec::with_capacity(count);
        for _ in 0..count {
            let (name, attribute) = self.attribute_info()?;
            self.pool
                .decl_attributes
                .entry((slot(class), index as u32))
                .or_default()
                .push(name);
            attributes.push(attribute);
        }
        Ok(attributes)
    }

    /// Gives declaration `index` of `class` the `attributes` read after its entry at `at`.
    fn add_decl_attributes(
        kernel: &mut Kernel,
        at: usize,
        class: NameClass,
        index: usize,
        attributes: Vec<Attribute>,
    ) -> Result<(), IsaError> {
        let id = first_id(class) + index as u32;
        for attribute in attributes {
            kernel
                .add_decl_attribute(class, id, attribute)
                .map_err(|e| rejected(at, e))?;
        }
        Ok(())
    }
}

/// The name of opcode `code` among the opcodes the crate was built with, or `"unknown"`.
pub(super) fn opcode_name(code: u8) -> &'static str {
    AnyInstruction::opcode_name(code).unwrap_or("unknown")
}

/// What `read` gives in `layout`, or else in the first other [`Layout`] it succeeds in; the
/// error of `layout` when it succeeds in none. How a file, which says nothing of its layout,
/// is read for a caller that prefers one.
pub(super) fn read_preferring<T, E>(
    layout: Layout,
    read: impl Fn(Layout) -> Result<T, E>,
) -> Result<T, E> {
    let first = read(layout);
    if first.is_ok() {
        return first;
    }
    Layout::ALL
        .iter()
        .filter(|&&other| other != layout)
        .find_map(|&other| read(other).ok())
        .map_or(first, Ok)
}
