//! Writing a kernel out: the instruction stream, the `.isa` file ([`Kernel::to_isa`], its
//! [`IsaLayout`]) and IGC's assembly text ([`Kernel::to_asm`]).

use core::fmt;

use super::decl::{Attribute, AttributeValue, InputVar};
use super::error::KernelError;
use super::limits::MAGIC;
use super::naming::slot;
use super::Kernel;
use crate::runtime::asm::AsmContext;
use crate::runtime::error::VariableTypes;
use crate::runtime::names::{NameClass, NameId};
use crate::runtime::sink::Sink;
use crate::runtime::types::VisaType;
use crate::runtime::visit::OperandKind;
use crate::runtime::Instruction;
use crate::AnyInstruction;

/// Where the parts of a kernel's `.isa` file lie, in bytes (reference §8.2).
///
/// ```
/// use visa_isa::Kernel;
///
/// let kernel = Kernel::new("k")?;
/// let layout = kernel.layout();
/// assert_eq!(layout.file_len, kernel.to_isa().len());
/// assert_eq!(layout.kernel_offset, layout.header_len);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IsaLayout {
    /// Length of the file header (`31 + name length`); also the kernel object's offset.
    pub header_len: usize,
    /// File offset of the kernel object (the header's `offset`).
    pub kernel_offset: usize,
    /// Size of the kernel object (the header's `size`: entry + instruction bytes).
    pub kernel_size: usize,
    /// File offset of `num_inputs` (the header's `input_offset`).
    pub input_offset: usize,
    /// Offset of the first instruction from the start of the kernel object (`entry`).
    pub entry: usize,
    /// File offset of the first instruction.
    pub instructions_offset: usize,
    /// Instruction bytes (the kernel object's `size`).
    pub instructions_len: usize,
    /// Length of the whole file.
    pub file_len: usize,
}

/// Bytes one string takes in the pool: the text and its NUL.
fn pool_len(s: &str) -> usize {
    s.len() + 1
}

/// Writes `s` and its NUL terminator.
fn put_cstr(out: &mut impl Sink, s: &str) {
    out.put_bytes(s.as_bytes());
    out.put_u8(0);
}

/// Formats a number into a pool string length without allocating: `prefix` plus digits.
fn id_name_len(prefix_len: usize, id: u32) -> usize {
    let mut digits = 1;
    let mut n = id / 10;
    while n > 0 {
        digits += 1;
        n /= 10;
    }
    prefix_len + digits + 1
}

/// Writes a declaration's `attribute_count` and `attribute_info`s, naming each with
/// `next_name`.
fn put_decl_attributes(
    out: &mut impl Sink,
    attributes: &[Attribute],
    next_name: &mut impl FnMut() -> u32,
) {
    out.put_u8(attributes.len() as u8);
    for a in attributes {
        put_attribute(out, next_name(), a);
    }
}

/// Writes an `attribute_info`: the name's index, the value's size and bytes.
fn put_attribute(out: &mut impl Sink, name: u32, attribute: &Attribute) {
    out.put_u32(name);
    let value = attribute.value_bytes();
    out.put_u8(value.len() as u8);
    out.put_bytes(&value);
}

/// The text of a label kind in a `//.label` line.
fn label_kind_text(kind: crate::runtime::names::LabelKind) -> &'static str {
    kind.name()
}

impl Kernel {
    /// The instructions, in order.
    ///
    /// ```
    /// use visa_isa::{Instruction, Kernel};
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// assert_eq!(kernel.instructions().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn instructions(&self) -> &[AnyInstruction] {
        &self.instructions
    }

    /// The encoded instruction stream.
    ///
    /// ```
    /// use visa_isa::{Instruction, Kernel};
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let mut bytes = Vec::new();
    /// kernel.instructions()[0].encode(&mut bytes)?;
    /// assert_eq!(kernel.code(), bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn code(&self) -> &[u8] {
        &self.code
    }

    /// Byte offset of instruction `index` from the start of the instruction stream.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// assert_eq!(kernel.instruction_offset(0), Some(0));
    /// assert_eq!(kernel.instruction_offset(1), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn instruction_offset(&self, index: usize) -> Option<usize> {
        self.offsets.get(index).copied()
    }

    /// The encoded bytes of instruction `index`.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// assert_eq!(kernel.instruction_bytes(0), Some(kernel.code()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn instruction_bytes(&self, index: usize) -> Option<&[u8]> {
        let start = *self.offsets.get(index)?;
        let end = self
            .offsets
            .get(index + 1)
            .copied()
            .unwrap_or(self.code.len());
        self.code.get(start..end)
    }

    /// File offset of instruction `index` in [`to_isa`](Kernel::to_isa)'s output.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let at = kernel.instruction_file_offset(0).unwrap();
    /// assert_eq!(&kernel.to_isa()[at..], kernel.code());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn instruction_file_offset(&self, index: usize) -> Option<usize> {
        Some(self.layout().instructions_offset + self.instruction_offset(index)?)
    }

    /// Number of lines [`to_asm`](Kernel::to_asm) prints before the first instruction.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let text = kernel.to_asm();
    /// let first = text.lines().nth(kernel.header_lines()).unwrap();
    /// assert!(first.contains("sample_unorm"), "{first}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn header_lines(&self) -> usize {
        2 + self.vars.len()
            + self.addresses.len()
            + self.predicates.len()
            + self.samplers.len()
            + self.surfaces.len()
            + if self.labels_need_lines() {
                self.labels.len()
            } else {
                0
            }
            + usize::from(self.names > 0)
            + self.inputs.len()
            + self.attributes.len()
    }

    /// Whether [`to_asm`](Kernel::to_asm) prints `//.label` lines: unless the instructions
    /// alone give every label back as `Kernel::from_asm` reads them (every label placed, and
    /// named first in id order by an instruction that requires its kind, or a block).
    fn labels_need_lines(&self) -> bool {
        let mut next = 0usize;
        let mut placed = vec![false; self.labels.len()];
        let mut in_order = true;
        for inst in &self.instructions {
            inst.for_each_operand(&mut |op| {
                if let OperandKind::Label(l) = op.kind {
                    let id = usize::from(l.label.0);
                    if id == next {
                        let kind = l.kind.unwrap_or_default();
                        in_order &= self.labels.get(id) == Some(&kind);
                        next += 1;
                    } else if id > next {
                        in_order = false;
                    }
                    if let Some(p) = placed.get_mut(id) {
                        *p |= l.defines;
                    }
                }
            });
        }
        !(in_order && next == self.labels.len() && placed.iter().all(|&p| p))
    }

    /// The 1-based line of instruction `index` in [`to_asm`](Kernel::to_asm)'s text.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let line = kernel.instruction_line(0).unwrap();
    /// assert!(kernel.to_asm().lines().nth(line - 1).unwrap().contains("sample_unorm"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn instruction_line(&self, index: usize) -> Option<usize> {
        (index < self.instructions.len()).then(|| self.header_lines() + index + 1)
    }

    /// Where everything lies in [`to_isa`](Kernel::to_isa)'s output.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let layout = kernel.layout();
    /// assert_eq!(layout.instructions_len, kernel.code().len());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn layout(&self) -> IsaLayout {
        // File header (§8.2): magic, version, num_kernels; name_len, name, offset, size,
        // input_offset, two relocation counts, num_gen_binaries; file-scope and function
        // counts.
        let header_len = 4 + 2 + 2 + (2 + self.name.len() + 4 + 4 + 4 + 2 + 2 + 1) + 2 + 2;
        let strings = match &self.pool {
            Some(pool) => pool.strings.iter().map(|s| s.len() + 1).sum::<usize>(),
            None => {
                pool_len(&self.name)
                    + (1..=self.names).map(|i| id_name_len(2, i)).sum::<usize>()
                    + self
                        .decl_names
                        .lists
                        .iter()
                        .flatten()
                        .map(|n| pool_len(n))
                        .sum::<usize>()
                    + self
                        .attributes
                        .iter()
                        .chain(self.all_decl_attributes())
                        .map(|a| pool_len(&a.name))
                        .sum::<usize>()
            }
        };
        let attribute_bytes = |a: &super::decl::Attribute| 4 + 1 + a.value_bytes().len();
        let before_inputs = 4 + strings // string_count, pool
            + 4 // name_index
            + 4 + 15 * self.vars.len()
            + 2 + 7 * self.addresses.len()
            + 2 + 7 * self.predicates.len()
            + 2 + 6 * self.labels.len()
            + 1 + 7 * self.samplers.len()
            + 1 + 7 * self.surfaces.len()
            + self.all_decl_attributes().map(attribute_bytes).sum::<usize>()
            + 1; // vme_count
        let attributes: usize = self.attributes.iter().map(attribute_bytes).sum();
        let entry = before_inputs + 4 + 9 * self.inputs.len() + 4 + 4 + 2 + attributes;
        IsaLayout {
            header_len,
            kernel_offset: header_len,
            kernel_size: entry + self.code.len(),
            input_offset: header_len + before_inputs,
            entry,
            instructions_offset: header_len + entry,
            instructions_len: self.code.len(),
            file_len: header_len + entry + self.code.len(),
        }
    }

    /// The complete vISA 4.1 `.isa` file.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let kernel = Kernel::new("k")?;
    /// assert_eq!(Kernel::from_isa(&kernel.to_isa())?, kernel);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_isa(&self) -> Vec<u8> {
        let layout = self.layout();
        let mut out = Vec::with_capacity(layout.file_len);
        self.write_isa(&mut out);
        out
    }

    /// Writes the complete vISA 4.1 `.isa` file to `out`
    /// ([`layout`](Kernel::layout)`.file_len` bytes).
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let kernel = Kernel::new("k")?;
    /// let mut out = Vec::new();
    /// kernel.write_isa(&mut out);
    /// assert_eq!(out, kernel.to_isa());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn write_isa(&self, out: &mut impl Sink) {
        let layout = self.layout();
        // File header.
        out.put_bytes(MAGIC);
        out.put_u8(4);
        out.put_u8(1);
        out.put_u16(1); // num_kernels
        out.put_u16(self.name.len() as u16);
        out.put_bytes(self.name.as_bytes());
        out.put_u32(layout.kernel_offset as u32);
        out.put_u32(layout.kernel_size as u32);
        out.put_u32(layout.input_offset as u32);
        out.put_u16(0); // num_syms_variable
        out.put_u16(0); // num_syms_function
        out.put_u8(0); // num_gen_binaries
        out.put_u16(0); // num_filescope_variables
        out.put_u16(0); // num_functions
        self.write_object(out, None);
    }

    /// The routine object's length in bytes (what a file header's `size` gives): as a
    /// kernel's, or, with `function`, as a function's (no inputs; `input_size` and
    /// `return_value_size` after `entry`).
    pub(super) fn object_len(&self, function: bool) -> usize {
        let layout = self.layout();
        let kernel = layout.kernel_size;
        if function {
            kernel - 4 - 9 * self.inputs.len() + 2
        } else {
            kernel
        }
    }

    /// Offset of `num_inputs` from the start of the kernel object.
    pub(super) fn object_input_offset(&self) -> usize {
        let layout = self.layout();
        layout.input_offset - layout.kernel_offset
    }

    /// Writes the routine object (reference §8.2): a kernel's, or, with `function` =
    /// `Some((input_size, return_value_size))`, a function's, which has no inputs and those
    /// two sizes after `entry`. A function's inputs must be empty
    /// ([`Function::new`](super::Function::new) makes sure).
    pub(super) fn write_object(&self, out: &mut impl Sink, function: Option<(u8, u8)>) {
        let layout = self.layout();
        // Kernel object: the string pool. A pool read from a file is written as it was;
        // otherwise the kernel name first (erratum #24), then the names in the order of the
        // symbol tables below.
        out.put_u32(self.strings() as u32);
        // The name index of each declaration and attribute, in the order the tables list
        // them: the read pool's, or the crate's order.
        let indexes: Vec<u32> = match &self.pool {
            Some(pool) => {
                for s in &pool.strings {
                    out.put_bytes(s);
                    out.put_u8(0);
                }
                out.put_u32(pool.name_index);
                pool.table_order()
            }
            None => {
                for s in self.own_pool() {
                    put_cstr(out, &s);
                }
                out.put_u32(0); // name_index: the kernel name
                let first = 1 + self.names;
                let count = self.decl_names.lists.iter().map(Vec::len).sum::<usize>()
                    + self.all_decl_attributes().count()
                    + self.attributes.len();
                (first..first + count as u32).collect()
            }
        };
        let mut indexes = indexes.into_iter();
        let mut next_name = || indexes.next().unwrap_or(0);
        out.put_u32(self.vars.len() as u32);
        for (i, v) in self.vars.iter().enumerate() {
            out.put_u32(next_name());
            out.put_u8(v.ty.code() | (v.align.code() << 4));
            out.put_u16(v.num_elements);
            let (base, offset) = v.alias.map_or((0, 0), |(b, o)| (b.0, o));
            out.put_u32(base);
            out.put_u16(offset);
            out.put_u8(0); // alias_scope_specifier: local (erratum #26)
            let attributes = self.decl_attributes_at(slot(NameClass::General), i);
            put_decl_attributes(out, attributes, &mut next_name);
        }
        for (table, class) in [
            (&self.addresses, NameClass::Address),
            (&self.predicates, NameClass::Predicate),
        ] {
            out.put_u16(table.len() as u16);
            for (i, &n) in table.iter().enumerate() {
                out.put_u32(next_name());
                out.put_u16(n);
                put_decl_attributes(out, self.decl_attributes_at(slot(class), i), &mut next_name);
            }
        }
        out.put_u16(self.labels.len() as u16);
        for l in &self.labels {
            out.put_u32(next_name());
            out.put_u8(l.code());
            out.put_u8(0); // attribute_count (must be 0, erratum #26)
        }
        for (table, class) in [
            (&self.samplers, NameClass::Sampler),
            (&self.surfaces, NameClass::Surface),
        ] {
            out.put_u8(table.len() as u8);
            for (i, &n) in table.iter().enumerate() {
                out.put_u32(next_name());
                out.put_u16(n);
                put_decl_attributes(out, self.decl_attributes_at(slot(class), i), &mut next_name);
            }
        }
        out.put_u8(0); // vme_count (erratum #26)
        if function.is_none() {
            out.put_u32(self.inputs.len() as u32);
            for i in &self.inputs {
                out.put_u8(i.var.kind());
                out.put_u32(i.var.id());
                out.put_u16(i.offset); // `w`; add_input keeps it ≤ 32767
                out.put_u16(i.size);
            }
        }
        out.put_u32(self.code.len() as u32); // size
        match function {
            None => out.put_u32(layout.entry as u32),
            Some((input_size, return_size)) => {
                // No num_inputs (4 bytes), but input_size and return_value_size (2).
                out.put_u32((layout.entry - 4 - 9 * self.inputs.len() + 2) as u32);
                out.put_u8(input_size);
                out.put_u8(return_size);
            }
        }
        out.put_u16(self.attributes.len() as u16);
        for a in &self.attributes {
            put_attribute(out, next_name(), a);
        }
        out.put_bytes(&self.code);
    }

    /// The string pool in the crate's order: the kernel name (erratum #24), `fn1` to
    /// `fn<names>`, the declarations' names in the order of the symbol tables
    /// ([`NameClass::ALL`]), each followed by its attributes' names (the order the tables
    /// name them in), then the kernel attributes' names.
    pub(super) fn own_pool(&self) -> Vec<String> {
        let mut pool = vec![self.name.clone()];
        pool.extend((1..=self.names).map(|i| NameId(i).to_string()));
        for (s, names) in self.decl_names.lists.iter().enumerate() {
            for (i, name) in names.iter().enumerate() {
                pool.push(name.clone());
                pool.extend(self.decl_attributes_at(s, i).iter().map(|a| a.name.clone()));
            }
        }
        pool.extend(self.attributes.iter().map(|a| a.name.clone()));
        pool
    }

    /// Sets the GRF size of the platform the kernel is for: 32 bytes (the default; SKL to
    /// DG2) or 64 (PVC). The text's byte offsets of address-of operands (ADDR_ADD's
    /// `&V101[40]`) depend on it, and so do the bounds [`push`](Kernel::push) checks from then
    /// on (a general operand's row is one GRF); the `.isa` file does not, nor do the alignment
    /// rules, which keep IGC's 32 bytes ([`GRF_BYTES`](super::GRF_BYTES)).
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.set_grf_bytes(64)?;
    /// assert_eq!(kernel.grf_bytes(), 64);
    /// assert!(kernel.set_grf_bytes(48).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::UnsupportedGrfSize`] for another size.
    pub fn set_grf_bytes(&mut self, bytes: u32) -> Result<(), KernelError> {
        if !matches!(bytes, 32 | 64) {
            return Err(KernelError::UnsupportedGrfSize { bytes });
        }
        self.grf_bytes = bytes;
        Ok(())
    }

    /// The GRF size the text is printed for ([`set_grf_bytes`](Kernel::set_grf_bytes)).
    ///
    /// ```
    /// assert_eq!(visa_isa::Kernel::new("k")?.grf_bytes(), 32);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn grf_bytes(&self) -> u32 {
        self.grf_bytes
    }

    /// What the kernel's instructions are printed in: its GRF size and its variables' types.
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
    /// // Printed in the kernel's context, operands take their declared names.
    /// assert!(sample.display_in(kernel.asm_context()).to_string().ends_with("res.0"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn asm_context(&self) -> AsmContext<'_> {
        AsmContext::new(self.grf_bytes, self).in_layout(self.layout)
    }

    /// The kernel as IGC vISA assembly: `.version 4.1`, `.kernel "name"`, the `.decl` lines
    /// (general, address, predicate, sampler, surface), the `.input` lines, the
    /// `.kernel_attr` lines, then one instruction per line with a 4-space indent (a label or
    /// subroutine definition at the start of its line, where IGC's text reader wants it), each line
    /// ending in `\n`, printed in the kernel's [`asm_context`](Kernel::asm_context). The
    /// spelling is GenX_IR 12504.6's dump's. Same as `to_string()`.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let kernel = Kernel::new("k")?;
    /// assert!(kernel.to_asm().starts_with(".version 4.1\n.kernel \"k\"\n"));
    /// assert_eq!(Kernel::from_asm(&kernel.to_asm())?, kernel);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn to_asm(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Kernel {
    /// [`Kernel::to_asm`]'s text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, ".version 4.1")?;
        writeln!(f, ".kernel \"{}\"", self.name)?;
        let names = |class| &self.decl_names.lists[slot(class)];
        for (i, (v, name)) in self.vars.iter().zip(names(NameClass::General)).enumerate() {
            write!(
                f,
                ".decl {name} v_type=G type={} num_elts={}",
                v.ty, v.num_elements
            )?;
            if let Some(align) = v.align.asm_name() {
                write!(f, " align={align}")?;
            }
            if let Some((base, offset)) = v.alias {
                let base = self.declared_name(NameClass::General, base.0).unwrap_or("");
                write!(f, " alias=<{base}, {offset}>")?;
            }
            self.fmt_decl_attributes(f, NameClass::General, i)?;
        }
        for (class, v_type, table) in [
            (NameClass::Address, 'A', &self.addresses),
            (NameClass::Predicate, 'P', &self.predicates),
            (NameClass::Sampler, 'S', &self.samplers),
            (NameClass::Surface, 'T', &self.surfaces),
        ] {
            for (i, (n, name)) in table.iter().zip(names(class)).enumerate() {
                write!(f, ".decl {name} v_type={v_type} num_elts={n}")?;
                // IGC prints a sampler's and a surface's string-pool name as `v_name`.
                if matches!(class, NameClass::Sampler | NameClass::Surface) {
                    write!(f, " v_name={name}")?;
                }
                self.fmt_decl_attributes(f, class, i)?;
            }
        }
        // Labels and string-pool names have no declaration in IGC's text (its reader makes a
        // label where the text first names it); these comments, which IGC's reader skips,
        // keep every label, its id and kind, and the names, for `Kernel::from_asm`.
        if self.labels_need_lines() {
            for (kind, name) in self.labels.iter().zip(names(NameClass::Label)) {
                writeln!(f, "//.label {name} {}", label_kind_text(*kind))?;
            }
        }
        if self.names > 0 {
            writeln!(f, "//.names fn1..fn{}", self.names)?;
        }
        for i in &self.inputs {
            let (class, id) = match i.var {
                InputVar::General(v) => (NameClass::General, v.0),
                InputVar::Sampler(s) => (NameClass::Sampler, u32::from(s.0)),
                InputVar::Surface(t) => (NameClass::Surface, u32::from(t.0)),
            };
            match self.declared_name(class, id) {
                Some(name) => writeln!(f, ".input {name} offset={} size={}", i.offset, i.size)?,
                None => writeln!(f, ".input {} offset={} size={}", i.var, i.offset, i.size)?,
            }
        }
        for a in &self.attributes {
            write!(f, ".kernel_attr {a}")?;
            // IGC's text reader stores an integer in 4 bytes, `Target="cm"`/`"3d"` in 1; a
            // comment it skips keeps another size for `Kernel::from_asm`.
            if let AttributeValue::Int { size, .. } = a.value {
                if size != text_size(a) {
                    write!(f, " //.size {size}")?;
                }
            }
            writeln!(f)?;
        }
        let context = self.asm_context();
        for inst in &self.instructions {
            // IGC's text reader (CISA.y) reads a label or subroutine definition only at the
            // start of a line, as its printer prints it.
            let indent = if places_label(inst) { "" } else { "    " };
            writeln!(f, "{indent}{}", inst.display_in(context))?;
        }
        Ok(())
    }
}

impl Kernel {
    /// Ends the `.decl` line of declaration `index` of `class`: its attributes as IGC 12504.6
    /// prints them (IsaDisassembly.cpp `printAttributes`: ` attrs={A, B=3, C="s"}`, after
    /// the other keys), and, when an integer's size is not the one IGC's text reader gives
    /// it (4 bytes; 1 for `Target="cm"`/`"3d"`), the sizes of its integers in a
    /// `//.sizes N,…` comment that IGC's reader skips and `Kernel::from_asm` reads.
    fn fmt_decl_attributes(
        &self,
        f: &mut fmt::Formatter<'_>,
        class: NameClass,
        index: usize,
    ) -> fmt::Result {
        let attributes = self.decl_attributes_at(slot(class), index);
        if let Some((first, rest)) = attributes.split_first() {
            write!(f, " attrs={{{first}")?;
            for a in rest {
                write!(f, ", {a}")?;
            }
            f.write_str("}")?;
            let sizes = || {
                attributes.iter().filter_map(|a| match a.value {
                    AttributeValue::Int { size, .. } => Some((size, text_size(a))),
                    _ => None,
                })
            };
            if sizes().any(|(size, read)| size != read) {
                let list: Vec<String> = sizes().map(|(size, _)| size.to_string()).collect();
                write!(f, " //.sizes {}", list.join(","))?;
            }
        }
        writeln!(f)
    }
}

/// The size IGC's text reader gives integer attribute `a` as the crate prints it: 1 byte for
/// `Target="cm"` and `"3d"`, else 4 (CISA_attr_directiveNum, addAllVarAttributes).
fn text_size(a: &Attribute) -> u8 {
    match a.value {
        AttributeValue::Int { value: 0 | 1, .. } if a.name == "Target" => 1,
        _ => 4,
    }
}

/// Whether `inst` places a label (a LABEL, a SUBROUTINE), found through its operands.
fn places_label(inst: &AnyInstruction) -> bool {
    let mut places = false;
    inst.for_each_operand(&mut |op| {
        if let OperandKind::Label(l) = op.kind {
            places |= l.defines;
        }
    });
    places
}

impl VariableTypes for Kernel {
    /// The declared type of general variable `var` (ids ≥ 32).
    #[inline]
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.var_decl(crate::runtime::names::VarId(var))
            .map(|d| d.ty)
    }

    /// The declared size in bytes of general variable `var`.
    #[inline]
    fn bytes_of(&self, var: u32) -> Option<u32> {
        self.var_decl(crate::runtime::names::VarId(var))
            .map(|d| d.bytes())
    }

    /// The kernel's GRF size ([`Kernel::grf_bytes`]).
    #[inline]
    fn grf_bytes_of_rows(&self) -> u32 {
        self.grf_bytes
    }

    /// The declared name ([`Kernel::declared_name`]).
    #[inline]
    fn name_of(&self, class: NameClass, id: u32) -> Option<&str> {
        self.decl_names.name(class, id)
    }

    /// The id declared as `name` in `class`.
    #[inline]
    fn id_of(&self, class: NameClass, name: &str) -> Option<u32> {
        self.decl_names.id(class, name)
    }
}
