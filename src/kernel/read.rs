//! Reading a `.isa` file back into a [`Kernel`] (`4_visa_header.md`; `visa-binary-format.md`
//! §8.2): the file header, the kernel object (string pool, declarations, inputs, instruction
//! size and entry, attributes) and the instruction stream.

use core::fmt;

use super::decl::{Align, Attribute, AttributeValue, InputVar};
use super::error::KernelError;
use super::limits::{
    MAX_ADDRESSES, MAX_ATTRIBUTES, MAX_INPUTS, MAX_LABELS, MAX_PREDICATES, MAX_SAMPLERS,
    MAX_STRINGS, MAX_SURFACES, MAX_VARS,
};
use super::naming::{slot, ReadPool};
use super::Kernel;
use crate::runtime::decode::{ByteReader, DecodeError, DecodeErrorKind, FieldWidth};
use crate::runtime::instruction::{DecodeStream, Instruction};
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
    /// kernel, no relocations, GEN binaries, file-scope variables or functions); the kernel
    /// object: the string pool, the kernel's `name_index` (naming the header's name), the
    /// general, address, predicate, label, sampler and surface tables (no variable or label
    /// attributes, local alias scope, no VME variables), the inputs, the instruction `size`
    /// and `entry`, the kernel attributes, then the instruction stream, decoded and validated
    /// as by [`decode_stream`](crate::decode_stream).
    ///
    /// What it rebuilds: every declaration, input and attribute goes through the same checks
    /// as building the kernel by hand ([`declare_var`](Kernel::declare_var),
    /// [`add_input`](Kernel::add_input), …), and every instruction through
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
        IsaReader {
            file: bytes,
            r: ByteReader::new(bytes),
            strings: Vec::new(),
            pool: ReadPool::default(),
        }
        .kernel()
    }
}

/// The reader's state: the file, the position, and the string pool once read.
struct IsaReader<'a> {
    file: &'a [u8],
    r: ByteReader<'a>,
    strings: Vec<&'a [u8]>,
    /// The name indexes read, for the pool kept when the crate would write another.
    pool: ReadPool,
}

/// Why a `.isa` file does not read back into a [`Kernel`], and where: bytes that do not decode,
/// or a kernel the writer's checks reject. Displays as `at byte <offset>: <message>`.
///
/// Why its own error rather than a kind of [`DecodeError`]: decoding bytes is a layer below
/// the kernel, so a decoding error cannot hold a [`KernelError`]; this error holds either.
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
}

impl IsaError {
    /// Byte offset of the problem, from the start of the file.
    #[inline]
    pub const fn offset(&self) -> usize {
        match self {
            IsaError::Decode(e) => e.offset,
            IsaError::Rejected { offset, .. } => *offset,
        }
    }

    /// Stable snake_case identifier: the [`DecodeError::code`], or `"kernel"` for a rejected
    /// kernel.
    #[inline]
    pub const fn code(&self) -> &'static str {
        match self {
            IsaError::Decode(e) => e.code(),
            IsaError::Rejected { .. } => "kernel",
        }
    }

    /// The spec field (or file structure) concerned, when known.
    #[inline]
    pub fn field(&self) -> Option<&'static str> {
        match self {
            IsaError::Decode(e) => e.field(),
            IsaError::Rejected { error, .. } => error.field(),
        }
    }
}

impl fmt::Display for IsaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IsaError::Decode(e) => e.fmt(f),
            IsaError::Rejected { offset, error } => write!(f, "at byte {offset}: {error}"),
        }
    }
}

impl std::error::Error for IsaError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // Transparent: the message is the decoding error's own.
            IsaError::Decode(e) => e.source(),
            IsaError::Rejected { error, .. } => Some(error),
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
    fn only<W: FieldWidth>(
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
    fn count<W: FieldWidth>(
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

    /// The `attribute_count` of a declaration, which must be 0.
    fn no_attributes(
        &mut self,
        field: &'static str,
        what: &'static str,
    ) -> Result<(), DecodeError> {
        self.only::<u8>(field, what, 0)
    }

    fn kernel(mut self) -> Result<Kernel, IsaError> {
        // File header.
        let magic = self.r.bytes(4, "magic")?;
        if magic != b"CISA" {
            let found = [magic[0], magic[1], magic[2], magic[3]];
            return Err(DecodeError::new(0, DecodeErrorKind::BadMagic { found }).into());
        }
        let at = self.r.offset();
        let (major, minor) = (self.r.u8("major")?, self.r.u8("minor")?);
        if (major, minor) != (4, 1) {
            return Err(
                DecodeError::new(at, DecodeErrorKind::UnsupportedVersion { major, minor }).into(),
            );
        }
        self.only::<u16>("num_kernels", "number of kernels", 1)?;
        let name_len = self.r.u16("name_len")?;
        let name_at = self.r.offset();
        let name = self.r.bytes(usize::from(name_len), "kernel name")?;
        let name = core::str::from_utf8(name).map_err(|_| {
            DecodeError::new(
                name_at,
                DecodeErrorKind::InvalidString {
                    field: "kernel name",
                },
            )
        })?;
        let kernel_offset_at = self.r.offset();
        let kernel_offset = self.r.u32("offset")?;
        let kernel_size_at = self.r.offset();
        let kernel_size = self.r.u32("size")?;
        let input_offset_at = self.r.offset();
        let input_offset = self.r.u32("input_offset")?;
        self.only::<u16>("num_syms_variable", "number of variable relocations", 0)?;
        self.only::<u16>("num_syms_function", "number of function relocations", 0)?;
        self.only::<u8>("num_gen_binaries", "number of GEN binaries", 0)?;
        self.only::<u16>(
            "num_filescope_variables",
            "number of file-scope variables",
            0,
        )?;
        self.only::<u16>("num_functions", "number of functions", 0)?;
        let kernel_start = self.r.offset();
        if kernel_offset as usize != kernel_start {
            return Err(DecodeError::new(
                kernel_offset_at,
                DecodeErrorKind::Mismatch {
                    field: "offset",
                    found: u64::from(kernel_offset),
                    expected: kernel_start as u64,
                },
            )
            .into());
        }
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
                let name = self.decl_name("name_index", class)?;
                let num_elements = self.r.u16("num_elements")?;
                self.no_attributes("attribute_count", "number of variable attributes")?;
                let declared = if predicates {
                    kernel.declare_predicate_named(name, num_elements).map(drop)
                } else {
                    kernel.declare_address_named(name, num_elements).map(drop)
                };
                declared.map_err(|e| rejected(at, e))?;
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
                let name = self.decl_name("name_index", class)?;
                let num_elements = self.r.u16("num_elements")?;
                self.no_attributes("attribute_count", "number of variable attributes")?;
                let declared = if surfaces {
                    kernel.declare_surface_named(name, num_elements).map(drop)
                } else {
                    kernel.declare_sampler_named(name, num_elements).map(drop)
                };
                declared.map_err(|e| rejected(at, e))?;
            }
        }
        self.only::<u8>("vme_count", "number of VME variables", 0)?;

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
        let size_at = self.r.offset();
        let size = self.r.u32("size")?;
        let entry_at = self.r.offset();
        let entry = self.r.u32("entry")?;
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
        if end != self.file.len() {
            return Err(DecodeError::new(
                end,
                DecodeErrorKind::Mismatch {
                    field: "file length",
                    found: self.file.len() as u64,
                    expected: end as u64,
                },
            )
            .into());
        }
        let checks = kernel.type_checks();
        kernel.set_type_checks(false);
        let stream = DecodeStream::<AnyInstruction>::new(ByteReader::at(&self.file[..end], start));
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
        kernel.set_type_checks(checks);
        // The pool as read, when the crate's own order would write other bytes (a file IGC
        // wrote: its predefined names, its order), so that `to_isa` writes it back.
        let own = kernel.own_pool();
        let first = 1 + kernel.names();
        let own_indexes = (first..).zip(
            self.pool
                .decls
                .iter()
                .flatten()
                .chain(&self.pool.attributes),
        );
        let same = self.pool.name_index == 0
            && own.len() == self.strings.len()
            && own
                .iter()
                .zip(&self.strings)
                .all(|(a, b)| a.as_bytes() == *b)
            && own_indexes.into_iter().all(|(want, &got)| want == got);
        if !same {
            self.pool.strings = self.strings.iter().map(|s| s.to_vec()).collect();
            kernel.pool = Some(self.pool);
        }
        Ok(kernel)
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
            let name = self.decl_name("var_info.name_index", NameClass::General)?;
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
            self.no_attributes("var_info.attribute_count", "number of variable attributes")?;
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

    /// The kernel attributes. A value of 0 bytes is a flag; under a name of
    /// [`Attribute::STRING_NAMES`], or of more than 4 bytes, a string; else a little-endian
    /// integer, sign-extended as GenX_IR reads it.
    fn attributes(&mut self, kernel: &mut Kernel) -> Result<(), IsaError> {
        let count = self.count::<u16>(
            "attribute_count",
            "attributes",
            ATTRIBUTE_INFO_LEN,
            MAX_ATTRIBUTES,
        )?;
        for _ in 0..count {
            let at = self.r.offset();
            let index = self.r.clone().u32("attribute_info.name").unwrap_or(0);
            self.pool.attributes.push(index);
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
            kernel
                .add_attribute(Attribute {
                    name: name.to_owned(),
                    value,
                })
                .map_err(|e| rejected(at, e))?;
        }
        Ok(())
    }
}
