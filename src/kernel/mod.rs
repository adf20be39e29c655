//! The kernel writer: declarations, inputs, attributes and instructions, written as a complete
//! vISA 4.1 `.isa` file (`4_visa_header.md`; `visa-binary-format.md` §8.2) and printed as IGC's
//! vISA assembly.
//!
//! The top layer of the crate: a kernel stores [`AnyInstruction`]s, so
//! this is the one module that sees both the runtime and the generated code. Its files:
//! `limits` (the format's documented limits), `decl` (what a kernel declares), `error`
//! ([`KernelError`]), this file (the kernel and its declarations), `naming` (the
//! declarations' names), `check` (appending instructions, checked against the declarations),
//! `write` (the `.isa` file and the text), `read` ([`Kernel::from_isa`], [`IsaError`]),
//! `text` ([`Kernel::from_asm`], [`TextError`]) and `program` ([`Program`]: a whole file of
//! kernels, their GEN binaries and functions).
//!
//! ```
//! use visa_isa::{gather4_typed::Gather4Typed, Align, Attribute, ChannelMask, ExecMask, ExecSize,
//!     Kernel, RawOperand, Target, VisaType};
//!
//! let mut kernel = Kernel::new("copy")?;
//! let offsets = kernel.declare_var(VisaType::Ud, 8, Align::Grf)?; // V32
//! let texels = kernel.declare_var(VisaType::Ud, 32, Align::Grf)?; // V33
//! let surface = kernel.declare_surface(1)?; // T6
//! kernel.add_input(surface, 32, 4)?;
//! kernel.add_attribute(Attribute::target(Target::Cm))?;
//! let index = kernel.push(Gather4Typed {
//!     exec_size: ExecSize::Simd8,
//!     exec_mask: ExecMask::M1,
//!     predicate: None,
//!     channels: ChannelMask::RGBA,
//!     surface,
//!     u: offsets.raw(0),
//!     v: RawOperand::NULL,
//!     r: RawOperand::NULL,
//!     lod: RawOperand::NULL,
//!     dst: texels.raw(0),
//! })?;
//! assert_eq!(
//!     kernel.to_asm(),
//!     ".version 4.1\n\
//!      .kernel \"copy\"\n\
//!      .decl V32 v_type=G type=ud num_elts=8 align=GRF\n\
//!      .decl V33 v_type=G type=ud num_elts=32 align=GRF\n\
//!      .decl T6 v_type=T num_elts=1 v_name=T6\n\
//!      .input T6 offset=32 size=4\n\
//!      .kernel_attr Target=\"cm\"\n    \
//!      gather4_typed.RGBA (M1, 8) T6 V32.0 %null.0 %null.0 %null.0 V33.0\n"
//! );
//! assert_eq!(kernel.instruction_line(index), Some(8));
//! let isa: Vec<u8> = kernel.to_isa();
//! assert_eq!(&isa[..4], b"CISA");
//! assert_eq!(isa.len(), kernel.layout().file_len);
//! # Ok::<(), visa_isa::KernelError>(())
//! ```
//!
//! # Names and ids
//!
//! Ids follow IGC's numbering (reference §2.7): general variables from 32 (`V0`..`V31` are
//! predefined), address variables from 0, predicates from 1 (`P0` means "no predicate"),
//! samplers from 0, surfaces from 6 (`T0`..`T5` are predefined; erratum #23), labels from 0.
//! Every declaration returns its id as a typed handle ([`VarId`], [`AddressId`],
//! [`PredicateId`], [`SamplerIndex`], [`SurfaceIndex`], [`LabelId`]).
//!
//! **Every declaration has a name**: the one given to `declare_*_named`
//! ([`Kernel::declare_var_named`], …; an identifier, unique among the variables, or among the
//! labels), else its id's own (`V32`, `A0`, `P1`, `S0`, `T6`, labels `L0`). The names go to
//! the string pool ([`Kernel::to_isa`]), come back from it ([`Kernel::from_isa`]) and are what
//! the text prints and reads: declarations (`.decl src …`), inputs and operands (`src.0`,
//! `(done)`, `buf`, `exit:`), through the kernel's [`AsmContext`](crate::AsmContext). With
//! names equal to ids, GenX_IR's dump of a written file prints exactly the text
//! [`Kernel::to_asm`] prints. With other names, the dump prints general variables and labels
//! by name, predicates and addresses by id (`P1`), samplers and surfaces by id with
//! `v_name=<name>`; [`Kernel::from_asm`] reads it back to the same kernel
//! (`tests/kernel.rs`).
//!
//! # The text
//!
//! [`Kernel::to_asm`] prints IGC's vISA assembly; [`Kernel::from_asm`] reads a whole
//! `.visaasm` (the crate's, GenX_IR's dumps, hand-written text as IGC's reader takes it), so
//! `Kernel::from_asm(&k.to_asm()) == k`. What IGC's text cannot say the crate writes in
//! comments IGC's reader skips: `//.label NAME KIND` lines when the instructions alone do not
//! give every label back (unused labels, or labels first named out of id order), a
//! `//.names fn1..fnN` line for string-pool names, and `//.size N` after an integer attribute
//! of another size than IGC's reader gives it (4 bytes; `Target`'s 1).
//!
//! # The file
//!
//! One kernel, no functions (reference §8.2): the file header (`num_gen_binaries`,
//! relocation, file-scope and function counts all 0, erratum #26), then the kernel object: the
//! string pool, whose string 0 is the kernel name with `name_index` 0 as IGC's own writer does
//! (erratum #24); then the declared names `fn1`, `fn2`, … at their own indexes (a Func_id or
//! File_name `N` prints as `fn<N>`, and IGC's reader prints string `N`); then one name per
//! declaration, each followed by its attributes' names, in the order general variables,
//! addresses, predicates, labels, samplers, surfaces, then the kernel attribute names (a
//! kernel read from a file whose pool differs, as IGC's writer orders it with the predefined
//! names, keeps that pool and writes it back byte for byte); the symbol tables (each declaration's attributes after its entry, none on labels,
//! `vme_count` 0); the inputs; the instruction `size` and `entry`; the
//! kernel attributes; the instructions. The predefined variable names IGC's writer also puts
//! in the pool are left out: GenX_IR 12504.6 reads and verifies files without them.
//! [`Kernel::layout`] gives every offset. [`Kernel::from_isa`] reads the file back, through the
//! checks below (but operand types), so `Kernel::from_isa(&k.to_isa()) == k`.
//!
//! A file of several kernels, with GEN binaries or with functions is a [`Program`]: the header
//! lists each kernel (its object's offset, size and `input_offset`, and its GEN binaries:
//! platform, offset, size) and each function (offset, size); the objects follow in IGC's
//! writer's order, each kernel's GEN binaries right after it, the functions last. A function's
//! object is a kernel's without the input table, with `input_size` and `return_value_size`
//! after `entry`.
//!
//! # Checks
//!
//! Every check runs when a declaration or an instruction is added, so
//! [`to_isa`](Kernel::to_isa) and [`to_asm`](Kernel::to_asm) cannot fail. Each failure is a
//! [`KernelError`]; instruction errors carry the instruction's index and the spec field.
//!
//! Declarations (`4_visa_header.md`, and what GenX_IR 12504.6's verifier reports):
//!
//! - general variables: type UD, D, UW, W, UB, B, UQ, Q, DF, HF, F, or BF (GenX_IR accepts BF
//!   although the doc omits it; it rejects V, VF, UV and BOOL); 1..=4096 elements and fewer
//!   than 4096 bytes (the doc's limit; GenX_IR 12504.6 accepts 4096 bytes and more);
//!   alignment codes 0..=9 (all printed by GenX_IR; the doc's var_info says bits 4-6, which
//!   cannot hold codes 8 and 9);
//! - aliases: the base declared, the offset aligned to the alias's type, and the alias within
//!   the base (`offset + size <= base size`); an alias has no alignment of its own (IGC's
//!   writer writes 0);
//! - address variables 1..=16 elements; predicates 1, 2, 4, 8, 16 or 32 elements;
//!   samplers and surfaces at least 1 element;
//! - counts: at most 65536 general variables, 4096 addresses, 4095 predicates (12-bit ids),
//!   65535 labels, 32 samplers (S0..=S31), 250 surfaces (T6..=T255), 256 inputs, and 131072
//!   strings;
//! - inputs: the variable declared (not predefined) and not an alias; `size` equal to the
//!   variable's size (4 bytes per sampler or surface element); the offset in 0..=32767,
//!   aligned to the type (general) or to 4 bytes (state), GRF-aligned when the input is at
//!   least one GRF, and within one GRF when it is smaller; no overlap with another input, no
//!   variable input twice;
//! - names: the kernel name 1..=1023 bytes without NUL, `"` or control characters (it is
//!   printed in quotes); attribute names 1..=64 printable ASCII characters without spaces or
//!   `=`, unique; integer attributes 0..=4 bytes holding their value as a signed integer
//!   (GenX_IR sign-extends), string attributes at most 255 bytes, printable.
//!
//! Instructions ([`Kernel::push`]):
//!
//! - the instruction's own [`validate`](crate::Instruction::validate);
//! - every id it uses is declared: general variables (ids below 32 are predefined and always
//!   accepted), predicates (the `Pred` field and predicate operands), samplers, surfaces (T0
//!   to T5 are predefined), address variables (address and indirect operands, the address of
//!   state operands by class), labels (declared, and of the kind the field wants: `It must
//!   be a block label`, `… a function label`; GenX_IR 12504.6 segfaults on an undeclared
//!   one), string-pool names (`fn1` upwards, [`Kernel::declare_name`]);
//! - raw operands: the byte offset inside the variable, and, as IGC's verifier does (§5.1,
//!   ✔ GenX_IR), the total offset through the alias chain GRF-aligned when the root variable
//!   is at least one GRF;
//! - general vector operands: the first element (`row * 32 + col * type size`) inside the
//!   variable; address operands: `offset + width` within the address variable; indirect
//!   operands: the address element inside it; state operands: the element inside the sampler
//!   or surface variable;
//! - with [type checks](Kernel::set_type_checks) on (the default; reading a kernel turns them
//!   off, as IGC's reader does not make them), [`validate_types`](crate::Instruction::validate_types):
//!   the documented operand types against the declared types; the opcode's Supported Types and
//!   operand type maps (`check_operand_types`: a destination and each source must be paired by
//!   one map, as IGC's verifier pairs them — ✔ GenX_IR refuses ADD with a `ud` destination and
//!   `f` sources); and how far each general vector operand's region reaches
//!   (`check_region_bounds`, IGC's computation: the last byte of the last element within the
//!   variable; IGC only warns). Then a field IGC's reader ignores must hold the value it takes:
//!   the execution mask of JMP and SWITCHJMP (reader omission `ExecMask`, erratum
//!   `jmp-exec-mask-ignored`) must be `M1` ([`KernelError::ExecMaskIgnored`]). A kernel that
//!   reuses variables across instructions of different types can turn these off.
//!
//! A complete kernel ([`Kernel::validate`]): every label an instruction uses is placed by one
//! (GenX_IR: "undefined label"); pushes may place a label after its first use, so this is not
//! checked at push time.
//!
//! Not checked: the GRF file size (platform-dependent); predefined variables' and
//! surfaces' sizes; attribute names against IGC's list (GenX_IR reports unknown names as
//! "unsupported attribute"); platform tags of Supported Types and type maps (a type or map of
//! any platform is accepted).
//!
//! The alignment checks take a GRF as 32 bytes ([`GRF_BYTES`]); the bounds of general
//! operands (a row is one GRF) and the text's byte offsets of address-of operands (ADDR_ADD's
//! `&V101[40]`) follow [`set_grf_bytes`](Kernel::set_grf_bytes) (64 on PVC).
//!
//! # What GenX_IR 12504.6 does with a written file
//!
//! `tests/kernel.rs` decodes written kernels with every kind of declaration and input,
//! attributes, and instructions of all five seed opcodes (Aoffimmi in every operand class);
//! the dump equals [`to_asm`](Kernel::to_asm) after the normalization of reference §8.4, and
//! the verifier reports nothing. Worth knowing:
//!
//! - without a `Target` attribute the dump shows `.kernel_attr Target="3d"` (its default), so
//!   add [`Attribute::target`] to compare texts;
//! - labels are not printed as declarations;
//! - a kernel without instructions is dumped, then GenX_IR's finalizer crashes (segfault);
//! - `OutputAsmPath` and `AsmName` attributes rename the dump file.

mod check;
mod decl;
mod error;
mod limits;
mod naming;
mod program;
mod read;
mod text;
mod write;

pub use decl::{Align, Attribute, AttributeValue, DeclClass, Input, InputVar, Target, VarDecl};
pub use error::KernelError;
pub use limits::GRF_BYTES;
pub use program::{Function, GenBinary, NameUse, Program, ProgramError, ProgramKernel, RoutineId};
pub use read::IsaError;
pub use text::{TextError, TextErrorKind};
pub use write::IsaLayout;

use std::collections::BTreeMap;

use crate::runtime::layout::Layout;
use crate::runtime::names::{
    AddressId, LabelId, LabelKind, NameClass, NameId, PredicateId, SamplerIndex, SurfaceIndex,
    VarId, FIRST_GENERAL_VAR, FIRST_PREDICATE, FIRST_SURFACE,
};
use crate::runtime::types::{type_bytes, VisaType};
use crate::AnyInstruction;
use limits::*;

/// A vISA kernel being written: declarations, inputs, attributes and instructions.
///
/// See the [module documentation](self) for the naming convention, the file layout and every
/// check. Type checks are on by default ([`set_type_checks`](Kernel::set_type_checks)).
///
/// Equality (and hashing) compares what the kernel holds (name, declarations, inputs,
/// attributes, instructions), not the type-check setting nor the GRF size its text is printed
/// for, which are not part of the file: `Kernel::from_isa(&k.to_isa()) == k`.
///
/// ```
/// use visa_isa::{Align, Kernel, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var_named("v", VisaType::F, 8, Align::Grf)?;
/// kernel.append_input(v)?;
/// assert_eq!(Kernel::from_isa(&kernel.to_isa())?, kernel);
/// assert_eq!(Kernel::from_asm(&kernel.to_asm())?, kernel);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct Kernel {
    name: String,
    vars: Vec<VarDecl>,
    addresses: Vec<u16>,
    predicates: Vec<u16>,
    labels: Vec<LabelKind>,
    /// Declared string-pool names `fn1..=fn<names>` (strings 1 to `names`).
    names: u32,
    samplers: Vec<u16>,
    surfaces: Vec<u16>,
    inputs: Vec<Input>,
    attributes: Vec<Attribute>,
    instructions: Vec<AnyInstruction>,
    /// Start of each instruction in `code`.
    offsets: Vec<usize>,
    /// The encoded instruction stream.
    code: Vec<u8>,
    type_checks: bool,
    /// The GRF size [`to_asm`](Kernel::to_asm) prints byte offsets with.
    grf_bytes: u32,
    /// The byte layout `code` is in, which [`to_asm`](Kernel::to_asm) prints too.
    layout: Layout,
    /// The declarations' names.
    decl_names: naming::DeclNames,
    /// The declarations' attributes (`attrs={…}`), by class slot and index in the class;
    /// only declarations that have some.
    decl_attributes: BTreeMap<(usize, u32), Vec<Attribute>>,
    /// The string pool of the file the kernel was read from, when the crate would write
    /// another ([`naming::ReadPool`]); not part of equality, as `code` is not.
    pool: Option<naming::ReadPool>,
}

impl Kernel {
    /// Everything but the type-check setting, for `PartialEq` and `Hash`.
    #[allow(clippy::type_complexity)]
    fn content(
        &self,
    ) -> (
        &str,
        &[VarDecl],
        &[u16],
        &[u16],
        &[LabelKind],
        u32,
        &[u16],
        &[u16],
        &[Input],
        &[Attribute],
        &[AnyInstruction],
        // The names and the declarations' attributes (a tuple of 12 at most compares).
        (&[Vec<String>; 6], &BTreeMap<(usize, u32), Vec<Attribute>>),
    ) {
        // Destructured, so that a new field cannot be forgotten here. `offsets` and `code`
        // follow from the instructions.
        let Kernel {
            name,
            vars,
            addresses,
            predicates,
            labels,
            names,
            samplers,
            surfaces,
            inputs,
            attributes,
            instructions,
            offsets: _,
            code: _,
            type_checks: _,
            grf_bytes: _,
            layout: _,
            decl_names,
            decl_attributes,
            pool: _,
        } = self;
        (
            name,
            vars,
            addresses,
            predicates,
            labels,
            *names,
            samplers,
            surfaces,
            inputs,
            attributes,
            instructions,
            (&decl_names.lists, decl_attributes),
        )
    }
}

impl PartialEq for Kernel {
    // Inline, as derived comparisons are: the library compares no kernels itself, so the
    // comparisons of every instruction type are compiled only in a crate that compares them.
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.content() == other.content()
    }
}

impl Eq for Kernel {}

impl core::hash::Hash for Kernel {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.content().hash(state);
    }
}

impl Kernel {
    /// A kernel with no declarations, no attributes and no instructions.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// assert_eq!(Kernel::new("k")?.name(), "k");
    /// assert!(Kernel::new("").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::InvalidName`] if `name` is empty, longer than 1023 bytes, or holds a
    /// NUL, a `"` or a control character.
    pub fn new(name: impl Into<String>) -> Result<Self, KernelError> {
        let name = name.into();
        let reason = if name.is_empty() {
            Some("it is empty")
        } else if name.len() > MAX_KERNEL_NAME {
            Some("it is longer than 1023 bytes")
        } else if name.chars().any(|c| c == '"' || c.is_control()) {
            Some("it holds a quote or a control character")
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(KernelError::InvalidName {
                what: "kernel name",
                name,
                reason,
            });
        }
        Ok(Kernel {
            name,
            vars: Vec::new(),
            addresses: Vec::new(),
            predicates: Vec::new(),
            labels: Vec::new(),
            names: 0,
            samplers: Vec::new(),
            surfaces: Vec::new(),
            inputs: Vec::new(),
            attributes: Vec::new(),
            instructions: Vec::new(),
            offsets: Vec::new(),
            code: Vec::new(),
            type_checks: true,
            grf_bytes: GRF_BYTES,
            layout: Layout::default(),
            decl_names: naming::DeclNames::default(),
            decl_attributes: BTreeMap::new(),
            pool: None,
        })
    }

    /// The kernel name.
    ///
    /// ```
    /// assert_eq!(visa_isa::Kernel::new("main")?.name(), "main");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Turns the type checks of [`push`](Kernel::push) on (the default) or off.
    ///
    /// Why an opt-out: IGC's verifier does not check operand types for the seed opcodes
    /// (reference §5.2), and a conformance kernel reuses variables across instructions of
    /// different types. Applies to instructions pushed afterwards.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.set_type_checks(false);
    /// assert!(!kernel.type_checks());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn set_type_checks(&mut self, on: bool) {
        self.type_checks = on;
    }

    /// Whether [`push`](Kernel::push) checks operand types against declarations.
    ///
    /// ```
    /// assert!(visa_isa::Kernel::new("k")?.type_checks());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn type_checks(&self) -> bool {
        self.type_checks
    }

    fn strings(&self) -> usize {
        if let Some(pool) = &self.pool {
            return pool.strings.len();
        }
        1 + self.names as usize
            + self.vars.len()
            + self.addresses.len()
            + self.predicates.len()
            + self.labels.len()
            + self.samplers.len()
            + self.surfaces.len()
            + self.attributes.len()
            + self.decl_attributes.values().map(Vec::len).sum::<usize>()
    }

    /// Fails when one more declaration of `class` would exceed `max` or the string pool.
    fn room(&self, class: DeclClass, len: usize, max: usize) -> Result<(), KernelError> {
        if len >= max {
            return Err(KernelError::TooMany { class, max });
        }
        if class != DeclClass::Input && self.strings() >= MAX_STRINGS {
            return Err(KernelError::TooManyStrings);
        }
        Ok(())
    }

    /// Declares a general variable `V<id>` of `num_elements` elements of `ty`.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VarId, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.declare_var(VisaType::F, 16, Align::Grf)?, VarId(32));
    /// assert!(kernel.declare_var(VisaType::F, 0, Align::Grf).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::VariableTypeNotAllowed`], [`KernelError::ElementCountNotAllowed`]
    /// (outside 1..=4096), [`KernelError::VariableTooLarge`] (4096 bytes or more),
    /// [`KernelError::TooMany`], [`KernelError::TooManyStrings`].
    pub fn declare_var(
        &mut self,
        ty: VisaType,
        num_elements: u16,
        align: Align,
    ) -> Result<VarId, KernelError> {
        let decl = VarDecl {
            ty,
            num_elements,
            align,
            alias: None,
        };
        self.push_var(decl, None)
    }

    /// Declares a general variable named `name` (an identifier: a letter or `_`, then
    /// letters, digits and `_`), as [`declare_var`](Kernel::declare_var) declares one named
    /// `V<id>`. The text prints the name wherever the variable is used.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let src = kernel.declare_var_named("src", VisaType::F, 16, Align::Grf)?;
    /// assert_eq!(src.0, 32);
    /// assert!(kernel.to_asm().contains(".decl src v_type=G type=f num_elts=16 align=GRF\n"));
    /// assert!(kernel.declare_var_named("src", VisaType::F, 1, Align::Byte).is_err());
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_var`](Kernel::declare_var), plus [`KernelError::InvalidName`] and
    /// [`KernelError::DuplicateName`].
    pub fn declare_var_named(
        &mut self,
        name: impl Into<String>,
        ty: VisaType,
        num_elements: u16,
        align: Align,
    ) -> Result<VarId, KernelError> {
        let decl = VarDecl {
            ty,
            num_elements,
            align,
            alias: None,
        };
        self.push_var(decl, Some(name.into()))
    }

    /// Declares general variables of one shape until `last` is declared; returns the ids
    /// declared (none if `last` already is). Handy for declaring every id a set of
    /// instructions uses.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VarId, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let declared = kernel.declare_vars_up_to(VarId(34), VisaType::D, 1, Align::Dword)?;
    /// assert_eq!(declared, [VarId(32), VarId(33), VarId(34)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_var`](Kernel::declare_var); [`KernelError::TooMany`] if `last` is below
    /// 32 or beyond the limit.
    pub fn declare_vars_up_to(
        &mut self,
        last: VarId,
        ty: VisaType,
        num_elements: u16,
        align: Align,
    ) -> Result<Vec<VarId>, KernelError> {
        let max = MAX_VARS;
        if last.0 < FIRST_GENERAL_VAR || (last.0 - FIRST_GENERAL_VAR) as usize >= max {
            return Err(KernelError::TooMany {
                class: DeclClass::General,
                max,
            });
        }
        let mut out = Vec::new();
        while self.next_var().0 <= last.0 {
            out.push(self.declare_var(ty, num_elements, align)?);
        }
        Ok(out)
    }

    /// Declares `V<id>` as an alias: `num_elements` elements of `ty` starting `offset` bytes
    /// into `base`.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let base = kernel.declare_var(VisaType::Ud, 8, Align::Grf)?;
    /// let alias = kernel.declare_alias(VisaType::Uw, 16, base, 0)?;
    /// assert_eq!(kernel.var_decl(alias).unwrap().alias, Some((base, 0)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_var`](Kernel::declare_var), plus [`KernelError::UndeclaredAliasBase`],
    /// [`KernelError::AliasMisaligned`] and [`KernelError::AliasOutOfRange`].
    pub fn declare_alias(
        &mut self,
        ty: VisaType,
        num_elements: u16,
        base: VarId,
        offset: u16,
    ) -> Result<VarId, KernelError> {
        let decl = VarDecl {
            ty,
            num_elements,
            align: Align::Byte,
            alias: Some((base, offset)),
        };
        self.push_var(decl, None)
    }

    /// Declares an alias named `name`, as [`declare_alias`](Kernel::declare_alias) declares
    /// one named `V<id>`.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let data = kernel.declare_var_named("data", VisaType::F, 16, Align::Grf)?;
    /// kernel.declare_alias_named("bits", VisaType::Ud, 8, data, 32)?;
    /// assert!(kernel.to_asm().contains(".decl bits v_type=G type=ud num_elts=8 alias=<data, 32>\n"));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_alias`](Kernel::declare_alias), plus [`KernelError::InvalidName`] and
    /// [`KernelError::DuplicateName`].
    pub fn declare_alias_named(
        &mut self,
        name: impl Into<String>,
        ty: VisaType,
        num_elements: u16,
        base: VarId,
        offset: u16,
    ) -> Result<VarId, KernelError> {
        let decl = VarDecl {
            ty,
            num_elements,
            align: Align::Byte,
            alias: Some((base, offset)),
        };
        self.push_var(decl, Some(name.into()))
    }

    fn push_var(&mut self, decl: VarDecl, name: Option<String>) -> Result<VarId, KernelError> {
        if !VAR_TYPES.contains(&decl.ty) {
            return Err(KernelError::VariableTypeNotAllowed { ty: decl.ty });
        }
        if !(1..=4096).contains(&decl.num_elements) {
            return Err(KernelError::ElementCountNotAllowed {
                class: DeclClass::General,
                num_elements: u32::from(decl.num_elements),
                allowed: "1..=4096",
            });
        }
        if decl.bytes() >= MAX_VAR_BYTES {
            return Err(KernelError::VariableTooLarge {
                bytes: decl.bytes(),
            });
        }
        if let Some((base, offset)) = decl.alias {
            let Some(base_decl) = self.var_decl(base) else {
                return Err(KernelError::UndeclaredAliasBase { base: base.0 });
            };
            if u32::from(offset) % type_bytes(decl.ty) != 0 {
                return Err(KernelError::AliasMisaligned {
                    offset,
                    ty: decl.ty,
                });
            }
            if u32::from(offset) + decl.bytes() > base_decl.bytes() {
                return Err(KernelError::AliasOutOfRange {
                    base: base.0,
                    offset,
                    bytes: decl.bytes(),
                    base_bytes: base_decl.bytes(),
                });
            }
        }
        self.room(DeclClass::General, self.vars.len(), MAX_VARS)?;
        let name = self.name_for(NameClass::General, name)?;
        let id = self.next_var();
        self.vars.push(decl);
        self.decl_names
            .push_named(&mut self.pool, NameClass::General, name);
        Ok(id)
    }

    /// The id the next general variable will get.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VarId, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let next = kernel.next_var();
    /// assert_eq!(kernel.declare_var(VisaType::F, 1, Align::Dword)?, next);
    /// assert_eq!(kernel.next_var(), VarId(next.0 + 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn next_var(&self) -> VarId {
        VarId(FIRST_GENERAL_VAR + self.vars.len() as u32)
    }

    /// Declares an address variable `A<id>` of 1..=16 elements.
    ///
    /// ```
    /// use visa_isa::{AddressId, Kernel};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.declare_address(1)?, AddressId(0));
    /// assert_eq!(kernel.addresses(), [1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::ElementCountNotAllowed`], [`KernelError::TooMany`],
    /// [`KernelError::TooManyStrings`].
    pub fn declare_address(&mut self, num_elements: u16) -> Result<AddressId, KernelError> {
        self.address_as(None, num_elements)
    }

    /// Declares an address variable named `name`, as
    /// [`declare_address`](Kernel::declare_address) declares one named `A<id>`.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// let a = kernel.declare_address_named("ptr", 1)?;
    /// assert_eq!(kernel.declared_name(visa_isa::NameClass::Address, a.0.into()), Some("ptr"));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_address`](Kernel::declare_address), plus [`KernelError::InvalidName`]
    /// and [`KernelError::DuplicateName`].
    pub fn declare_address_named(
        &mut self,
        name: impl Into<String>,
        num_elements: u16,
    ) -> Result<AddressId, KernelError> {
        self.address_as(Some(name.into()), num_elements)
    }

    fn address_as(
        &mut self,
        name: Option<String>,
        num_elements: u16,
    ) -> Result<AddressId, KernelError> {
        if !(1..=16).contains(&num_elements) {
            return Err(KernelError::ElementCountNotAllowed {
                class: DeclClass::Address,
                num_elements: u32::from(num_elements),
                allowed: "1..=16",
            });
        }
        self.room(DeclClass::Address, self.addresses.len(), MAX_ADDRESSES)?;
        let name = self.name_for(NameClass::Address, name)?;
        self.addresses.push(num_elements);
        self.decl_names
            .push_named(&mut self.pool, NameClass::Address, name);
        Ok(AddressId((self.addresses.len() - 1) as u16))
    }

    /// Declares address variables of `num_elements` until `last` is declared.
    ///
    /// ```
    /// use visa_isa::{AddressId, Kernel};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_addresses_up_to(AddressId(3), 1)?;
    /// assert_eq!(kernel.addresses().len(), 4); // A0 to A3
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_address`](Kernel::declare_address).
    pub fn declare_addresses_up_to(
        &mut self,
        last: AddressId,
        num_elements: u16,
    ) -> Result<(), KernelError> {
        while self.addresses.len() <= usize::from(last.0) {
            self.declare_address(num_elements)?;
        }
        Ok(())
    }

    /// Declares a predicate `P<id>` of 1, 2, 4, 8, 16 or 32 elements (ids from 1).
    ///
    /// ```
    /// use visa_isa::{Kernel, PredicateId};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.declare_predicate(16)?, PredicateId(1));
    /// assert_eq!(kernel.predicates(), [16]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::ElementCountNotAllowed`], [`KernelError::TooMany`],
    /// [`KernelError::TooManyStrings`].
    pub fn declare_predicate(&mut self, num_elements: u16) -> Result<PredicateId, KernelError> {
        self.predicate_as(None, num_elements)
    }

    /// Declares a predicate named `name`, as
    /// [`declare_predicate`](Kernel::declare_predicate) declares one named `P<id>`.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// let p = kernel.declare_predicate_named("done", 16)?;
    /// assert_eq!(p.0, 1);
    /// assert!(kernel.to_asm().contains(".decl done v_type=P num_elts=16\n"));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_predicate`](Kernel::declare_predicate), plus
    /// [`KernelError::InvalidName`] and [`KernelError::DuplicateName`].
    pub fn declare_predicate_named(
        &mut self,
        name: impl Into<String>,
        num_elements: u16,
    ) -> Result<PredicateId, KernelError> {
        self.predicate_as(Some(name.into()), num_elements)
    }

    fn predicate_as(
        &mut self,
        name: Option<String>,
        num_elements: u16,
    ) -> Result<PredicateId, KernelError> {
        if !matches!(num_elements, 1 | 2 | 4 | 8 | 16 | 32) {
            return Err(KernelError::ElementCountNotAllowed {
                class: DeclClass::Predicate,
                num_elements: u32::from(num_elements),
                allowed: "1, 2, 4, 8, 16 or 32",
            });
        }
        self.room(DeclClass::Predicate, self.predicates.len(), MAX_PREDICATES)?;
        let name = self.name_for(NameClass::Predicate, name)?;
        self.predicates.push(num_elements);
        self.decl_names
            .push_named(&mut self.pool, NameClass::Predicate, name);
        Ok(PredicateId(
            FIRST_PREDICATE + (self.predicates.len() - 1) as u16,
        ))
    }

    /// Declares predicates of `num_elements` until `last` is declared.
    ///
    /// ```
    /// use visa_isa::{Kernel, PredicateId};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_predicates_up_to(PredicateId(2), 8)?;
    /// assert_eq!(kernel.predicates(), [8, 8]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_predicate`](Kernel::declare_predicate).
    pub fn declare_predicates_up_to(
        &mut self,
        last: PredicateId,
        num_elements: u16,
    ) -> Result<(), KernelError> {
        while self.predicates.len() < usize::from(last.0) {
            self.declare_predicate(num_elements)?;
        }
        Ok(())
    }

    /// Declares a label `L<id>` (ids from 0).
    ///
    /// ```
    /// use visa_isa::{Kernel, LabelId, LabelKind};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.declare_label(LabelKind::Block)?, LabelId(0));
    /// assert_eq!(kernel.labels(), [LabelKind::Block]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::TooMany`], [`KernelError::TooManyStrings`].
    pub fn declare_label(&mut self, kind: LabelKind) -> Result<LabelId, KernelError> {
        self.label_as(None, kind)
    }

    /// Declares a label named `name`, as [`declare_label`](Kernel::declare_label) declares
    /// one named `L<id>`; the text places it as `name:` and jumps to `name`.
    ///
    /// ```
    /// use visa_isa::{Kernel, LabelId, LabelKind};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let done = kernel.declare_label_named("done", LabelKind::Block)?;
    /// assert_eq!((done, kernel.labels()), (LabelId(0), &[LabelKind::Block][..]));
    /// assert!(kernel.declare_label_named("done", LabelKind::Block).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_label`](Kernel::declare_label), plus [`KernelError::InvalidName`] and
    /// [`KernelError::DuplicateName`] (labels have a namespace of their own).
    pub fn declare_label_named(
        &mut self,
        name: impl Into<String>,
        kind: LabelKind,
    ) -> Result<LabelId, KernelError> {
        self.label_as(Some(name.into()), kind)
    }

    fn label_as(&mut self, name: Option<String>, kind: LabelKind) -> Result<LabelId, KernelError> {
        self.room(DeclClass::Label, self.labels.len(), MAX_LABELS)?;
        let name = self.name_for(NameClass::Label, name)?;
        self.labels.push(kind);
        self.decl_names
            .push_named(&mut self.pool, NameClass::Label, name);
        Ok(LabelId((self.labels.len() - 1) as u16))
    }

    /// Declares a string-pool name `fn<id>` (ids from 1; string 0 is the kernel name), for
    /// the Func_id of FCALL and FADDR and the File_name of FILE: the file's string `id` is
    /// `fn<id>`, which is how the instruction prints it.
    ///
    /// ```
    /// use visa_isa::{Kernel, NameId};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.declare_name()?, NameId(1));
    /// assert_eq!(kernel.names(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::TooMany`], [`KernelError::TooManyStrings`].
    pub fn declare_name(&mut self) -> Result<NameId, KernelError> {
        self.room(DeclClass::Name, self.names as usize, MAX_STRINGS - 1)?;
        // The crate's `fn<N>` is string N of its own pool order, not of a read one.
        self.pool = None;
        self.names += 1;
        Ok(NameId(self.names))
    }

    /// Declares names until `last` is declared (nothing for 0, the kernel name).
    ///
    /// ```
    /// use visa_isa::{Kernel, NameId};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_names_up_to(NameId(3))?;
    /// assert_eq!(kernel.names(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_name`](Kernel::declare_name).
    pub fn declare_names_up_to(&mut self, last: NameId) -> Result<(), KernelError> {
        while self.names < last.0 {
            self.declare_name()?;
        }
        Ok(())
    }

    /// The number of declared names: `fn1` to `fn<names>`.
    ///
    /// ```
    /// assert_eq!(visa_isa::Kernel::new("k")?.names(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn names(&self) -> u32 {
        self.names
    }

    /// Declares labels until `last` is declared, each of the kind `kind` gives its id.
    ///
    /// ```
    /// use visa_isa::{Kernel, LabelId, LabelKind};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_labels_up_to(LabelId(1), |_| LabelKind::Block)?;
    /// assert_eq!(kernel.labels().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_label`](Kernel::declare_label).
    pub fn declare_labels_up_to(
        &mut self,
        last: LabelId,
        mut kind: impl FnMut(LabelId) -> LabelKind,
    ) -> Result<(), KernelError> {
        while self.labels.len() <= usize::from(last.0) {
            let id = LabelId(self.labels.len() as u16);
            self.declare_label(kind(id))?;
        }
        Ok(())
    }

    /// Declares a sampler `S<id>` of `num_elements` (≥ 1) sampler states (ids from 0).
    ///
    /// ```
    /// use visa_isa::{Kernel, SamplerIndex};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.declare_sampler(1)?, SamplerIndex(0));
    /// assert_eq!(kernel.samplers(), [1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::ElementCountNotAllowed`], [`KernelError::TooMany`] (beyond S31),
    /// [`KernelError::TooManyStrings`].
    pub fn declare_sampler(&mut self, num_elements: u16) -> Result<SamplerIndex, KernelError> {
        self.sampler_as(None, num_elements)
    }

    /// Declares a sampler named `name`, as [`declare_sampler`](Kernel::declare_sampler)
    /// declares one named `S<id>`.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// kernel.declare_sampler_named("smp", 1)?;
    /// assert!(kernel.to_asm().contains(".decl smp v_type=S num_elts=1 v_name=smp\n"));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_sampler`](Kernel::declare_sampler), plus [`KernelError::InvalidName`]
    /// and [`KernelError::DuplicateName`].
    pub fn declare_sampler_named(
        &mut self,
        name: impl Into<String>,
        num_elements: u16,
    ) -> Result<SamplerIndex, KernelError> {
        self.sampler_as(Some(name.into()), num_elements)
    }

    fn sampler_as(
        &mut self,
        name: Option<String>,
        num_elements: u16,
    ) -> Result<SamplerIndex, KernelError> {
        if num_elements == 0 {
            return Err(KernelError::ElementCountNotAllowed {
                class: DeclClass::Sampler,
                num_elements: 0,
                allowed: "1..",
            });
        }
        self.room(DeclClass::Sampler, self.samplers.len(), MAX_SAMPLERS)?;
        let name = self.name_for(NameClass::Sampler, name)?;
        self.samplers.push(num_elements);
        self.decl_names
            .push_named(&mut self.pool, NameClass::Sampler, name);
        Ok(SamplerIndex((self.samplers.len() - 1) as u8))
    }

    /// Declares samplers of `num_elements` until `last` is declared.
    ///
    /// ```
    /// use visa_isa::{Kernel, SamplerIndex};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_samplers_up_to(SamplerIndex(1), 1)?;
    /// assert_eq!(kernel.samplers().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_sampler`](Kernel::declare_sampler).
    pub fn declare_samplers_up_to(
        &mut self,
        last: SamplerIndex,
        num_elements: u16,
    ) -> Result<(), KernelError> {
        while self.samplers.len() <= usize::from(last.0) {
            self.declare_sampler(num_elements)?;
        }
        Ok(())
    }

    /// Declares a surface `T<id>` of `num_elements` (≥ 1) surfaces (ids from 6).
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let t = kernel.declare_surface(1)?;
    /// assert_eq!(t.to_string(), format!("T{}", t.0));
    /// assert_eq!(kernel.surfaces(), [1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::ElementCountNotAllowed`], [`KernelError::TooMany`] (beyond T255),
    /// [`KernelError::TooManyStrings`].
    pub fn declare_surface(&mut self, num_elements: u16) -> Result<SurfaceIndex, KernelError> {
        self.surface_as(None, num_elements)
    }

    /// Declares a surface named `name`, as [`declare_surface`](Kernel::declare_surface)
    /// declares one named `T<id>`.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// let t = kernel.declare_surface_named("buf", 1)?;
    /// assert_eq!(t.0, 6);
    /// assert!(kernel.to_asm().contains(".decl buf v_type=T num_elts=1 v_name=buf\n"));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_surface`](Kernel::declare_surface), plus [`KernelError::InvalidName`]
    /// and [`KernelError::DuplicateName`].
    pub fn declare_surface_named(
        &mut self,
        name: impl Into<String>,
        num_elements: u16,
    ) -> Result<SurfaceIndex, KernelError> {
        self.surface_as(Some(name.into()), num_elements)
    }

    fn surface_as(
        &mut self,
        name: Option<String>,
        num_elements: u16,
    ) -> Result<SurfaceIndex, KernelError> {
        if num_elements == 0 {
            return Err(KernelError::ElementCountNotAllowed {
                class: DeclClass::Surface,
                num_elements: 0,
                allowed: "1..",
            });
        }
        self.room(DeclClass::Surface, self.surfaces.len(), MAX_SURFACES)?;
        let name = self.name_for(NameClass::Surface, name)?;
        self.surfaces.push(num_elements);
        self.decl_names
            .push_named(&mut self.pool, NameClass::Surface, name);
        Ok(SurfaceIndex(
            FIRST_SURFACE + (self.surfaces.len() - 1) as u8,
        ))
    }

    /// Declares surfaces of `num_elements` until `last` is declared (nothing for the
    /// predefined T0..=T5).
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let first = kernel.declare_surface(1)?;
    /// kernel.declare_surfaces_up_to(visa_isa::SurfaceIndex(first.0 + 2), 1)?;
    /// assert_eq!(kernel.surfaces().len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`declare_surface`](Kernel::declare_surface).
    pub fn declare_surfaces_up_to(
        &mut self,
        last: SurfaceIndex,
        num_elements: u16,
    ) -> Result<(), KernelError> {
        while usize::from(FIRST_SURFACE) + self.surfaces.len() <= usize::from(last.0) {
            self.declare_surface(num_elements)?;
        }
        Ok(())
    }

    /// The declaration of general variable `var`, if it is declared (ids ≥ 32).
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VarId, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::F, 4, Align::Dword)?;
    /// assert_eq!(kernel.var_decl(v).unwrap().num_elements, 4);
    /// assert!(kernel.var_decl(VarId(0)).is_none()); // %null is predefined
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn var_decl(&self, var: VarId) -> Option<&VarDecl> {
        let i = var.0.checked_sub(FIRST_GENERAL_VAR)?;
        self.vars.get(i as usize)
    }

    /// The declared general variables, in id order from V32.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_var(VisaType::F, 4, Align::Dword)?;
    /// assert_eq!(kernel.vars().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn vars(&self) -> &[VarDecl] {
        &self.vars
    }

    /// Element counts of the declared address variables, from A0.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// kernel.declare_address(2)?;
    /// assert_eq!(kernel.addresses(), [2]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn addresses(&self) -> &[u16] {
        &self.addresses
    }

    /// Element counts of the declared predicates, from P1.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// kernel.declare_predicate(8)?;
    /// assert_eq!(kernel.predicates(), [8]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn predicates(&self) -> &[u16] {
        &self.predicates
    }

    /// Kinds of the declared labels, from L0.
    ///
    /// ```
    /// use visa_isa::{Kernel, LabelKind};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.declare_label(LabelKind::Subroutine)?;
    /// assert_eq!(kernel.labels(), [LabelKind::Subroutine]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn labels(&self) -> &[LabelKind] {
        &self.labels
    }

    /// Element counts of the declared samplers, from S0.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// kernel.declare_sampler(1)?;
    /// assert_eq!(kernel.samplers(), [1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn samplers(&self) -> &[u16] {
        &self.samplers
    }

    /// Element counts of the declared surfaces, from T6.
    ///
    /// ```
    /// let mut kernel = visa_isa::Kernel::new("k")?;
    /// kernel.declare_surface(1)?;
    /// assert_eq!(kernel.surfaces(), [1]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn surfaces(&self) -> &[u16] {
        &self.surfaces
    }

    /// The inputs, in order.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::Ud, 8, Align::Grf)?;
    /// kernel.append_input(v)?;
    /// assert_eq!(kernel.inputs().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }

    /// The attributes, in order.
    ///
    /// ```
    /// use visa_isa::{Attribute, Kernel};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.add_attribute(Attribute::flag("NoBarrier"))?;
    /// assert_eq!(kernel.attributes()[0].name, "NoBarrier");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn attributes(&self) -> &[Attribute] {
        &self.attributes
    }

    /// Makes `var` a kernel input of `size` bytes at byte `offset` of the GRF file.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::Ud, 8, Align::Grf)?;
    /// kernel.add_input(v, 32, 32)?;
    /// assert_eq!((kernel.inputs()[0].offset, kernel.inputs()[0].size), (32, 32));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::InputNotDeclared`], [`KernelError::InputIsAlias`],
    /// [`KernelError::InputSizeMismatch`], [`KernelError::InputOffsetOutOfRange`],
    /// [`KernelError::InputMisaligned`], [`KernelError::InputCrossesGrf`],
    /// [`KernelError::DuplicateInput`], [`KernelError::InputOverlap`],
    /// [`KernelError::TooMany`].
    pub fn add_input(
        &mut self,
        var: impl Into<InputVar>,
        offset: u16,
        size: u16,
    ) -> Result<(), KernelError> {
        let var = var.into();
        let (expected, natural) = match var {
            InputVar::General(v) => match self.var_decl(v) {
                None => return Err(KernelError::InputNotDeclared { var }),
                Some(d) if d.alias.is_some() => return Err(KernelError::InputIsAlias { var }),
                Some(d) => (d.bytes(), type_bytes(d.ty)),
            },
            InputVar::Sampler(s) => match self.samplers.get(usize::from(s.0)) {
                None => return Err(KernelError::InputNotDeclared { var }),
                Some(&n) => (u32::from(n) * STATE_ELEMENT_BYTES, STATE_ELEMENT_BYTES),
            },
            InputVar::Surface(t) => match usize::from(t.0)
                .checked_sub(usize::from(FIRST_SURFACE))
                .and_then(|i| self.surfaces.get(i))
            {
                None => return Err(KernelError::InputNotDeclared { var }),
                Some(&n) => (u32::from(n) * STATE_ELEMENT_BYTES, STATE_ELEMENT_BYTES),
            },
        };
        if u32::from(size) != expected {
            return Err(KernelError::InputSizeMismatch {
                var,
                size,
                expected,
            });
        }
        if offset > i16::MAX as u16 {
            return Err(KernelError::InputOffsetOutOfRange { var, offset });
        }
        let start = u32::from(offset);
        let end = start + u32::from(size);
        let align = if u32::from(size) >= GRF_BYTES {
            GRF_BYTES
        } else {
            natural
        };
        if start % align != 0 {
            return Err(KernelError::InputMisaligned { var, offset, align });
        }
        if u32::from(size) < GRF_BYTES && start / GRF_BYTES != (end - 1) / GRF_BYTES {
            return Err(KernelError::InputCrossesGrf { var, offset, size });
        }
        for other in &self.inputs {
            if other.var == var {
                return Err(KernelError::DuplicateInput { var });
            }
            let (o_start, o_end) = (
                u32::from(other.offset),
                u32::from(other.offset) + u32::from(other.size),
            );
            if start < o_end && o_start < end {
                return Err(KernelError::InputOverlap {
                    var,
                    other: other.var,
                });
            }
        }
        self.room(DeclClass::Input, self.inputs.len(), MAX_INPUTS)?;
        self.inputs.push(Input { var, offset, size });
        Ok(())
    }

    /// Makes `var` the next kernel input, laid out as IGC's front ends lay out a payload:
    /// its whole declared size, right after the last input added (after `r0`, from byte
    /// [`GRF_BYTES`], for the first), at the next offset aligned to a GRF for an input of a
    /// GRF or more, else to its element size, moved to the next GRF if it would cross one.
    /// Returns the offset. [`Kernel::add_input`] places an input explicitly; both may be
    /// mixed (the next offset follows the input that ends last).
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    /// let mut k = Kernel::new("layout")?;
    /// let x = k.declare_var_named("x", VisaType::F, 8, Align::Grf)?;
    /// let n = k.declare_var_named("n", VisaType::Ud, 1, Align::Dword)?;
    /// let buf = k.declare_surface(1)?;
    /// let y = k.declare_var_named("y", VisaType::F, 8, Align::Grf)?;
    /// assert_eq!(k.append_input(x)?, 32);
    /// assert_eq!(k.append_input(n)?, 64);
    /// assert_eq!(k.append_input(buf)?, 68);
    /// assert_eq!(k.append_input(y)?, 96); // a GRF-sized input starts a GRF
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Those of [`Kernel::add_input`], and [`KernelError::InputOffsetOutOfRange`] when the
    /// payload is full.
    pub fn append_input(&mut self, var: impl Into<InputVar>) -> Result<u16, KernelError> {
        let var = var.into();
        let (size, natural) = match var {
            InputVar::General(v) => match self.var_decl(v) {
                None => return Err(KernelError::InputNotDeclared { var }),
                Some(d) => (d.bytes(), type_bytes(d.ty)),
            },
            InputVar::Sampler(s) => match self.samplers.get(usize::from(s.0)) {
                None => return Err(KernelError::InputNotDeclared { var }),
                Some(&n) => (u32::from(n) * STATE_ELEMENT_BYTES, STATE_ELEMENT_BYTES),
            },
            InputVar::Surface(t) => match usize::from(t.0)
                .checked_sub(usize::from(FIRST_SURFACE))
                .and_then(|i| self.surfaces.get(i))
            {
                None => return Err(KernelError::InputNotDeclared { var }),
                Some(&n) => (u32::from(n) * STATE_ELEMENT_BYTES, STATE_ELEMENT_BYTES),
            },
        };
        let end = self
            .inputs
            .iter()
            .map(|i| u32::from(i.offset) + u32::from(i.size))
            .max()
            .unwrap_or(GRF_BYTES);
        let align = if size >= GRF_BYTES {
            GRF_BYTES
        } else {
            natural.max(1)
        };
        let mut offset = end.div_ceil(align) * align;
        if size < GRF_BYTES && size > 0 && offset / GRF_BYTES != (offset + size - 1) / GRF_BYTES {
            offset = offset.div_ceil(GRF_BYTES) * GRF_BYTES;
        }
        let (Ok(offset), Ok(size)) = (u16::try_from(offset), u16::try_from(size)) else {
            return Err(KernelError::InputOffsetOutOfRange {
                var,
                offset: u16::MAX,
            });
        };
        self.add_input(var, offset, size)?;
        Ok(offset)
    }

    /// Adds a kernel attribute, e.g. [`Attribute::target`].
    ///
    /// ```
    /// use visa_isa::{Attribute, Kernel};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.add_attribute(Attribute::int("SLMSize", 2, 1))?;
    /// assert!(kernel.to_asm().contains(".kernel_attr SLMSize=2"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::InvalidName`] (1..=64 printable ASCII characters, no space or `=`),
    /// [`KernelError::DuplicateAttribute`], [`KernelError::AttributeValueNotAllowed`]
    /// (an integer of more than 4 bytes or that does not fit its size; a string of more than
    /// 255 bytes or with a `"` or control character; a value that the `.isa` reader would read
    /// back as another kind, see [`Attribute::STRING_NAMES`]: an integer named `AsmName` or
    /// `OutputAsmPath`, an empty string, a string of 1 to 4 bytes under another name),
    /// [`KernelError::TooMany`], [`KernelError::TooManyStrings`].
    pub fn add_attribute(&mut self, attribute: Attribute) -> Result<(), KernelError> {
        let name = &attribute.name;
        if name.is_empty()
            || name.len() > MAX_ATTRIBUTE_NAME
            || !name.bytes().all(|b| b.is_ascii_graphic() && b != b'=')
        {
            return Err(KernelError::InvalidName {
                what: "attribute name",
                name: name.clone(),
                reason:
                    "an attribute name is 1 to 64 printable ASCII characters, without spaces or '='",
            });
        }
        if self.attributes.iter().any(|a| a.name == *name) {
            return Err(KernelError::DuplicateAttribute { name: name.clone() });
        }
        check_attribute_value(&attribute)?;
        self.room(DeclClass::Attribute, self.attributes.len(), MAX_ATTRIBUTES)?;
        if let Some(pool) = &mut self.pool {
            let index = pool.append(&attribute.name);
            pool.attributes.push(index);
        }
        self.attributes.push(attribute);
        Ok(())
    }
}

impl Kernel {
    /// Adds an attribute to declaration `id` of `class` (a general, address, predicate,
    /// sampler or surface variable), printed ` attrs={…}` at the end of its `.decl` line and
    /// written after its entry in the `.isa` file (`attribute_count`, `attribute_info`s),
    /// as IGC's `AddAttributeToVar` does. IGC 12504.6 knows these variable attributes
    /// (VISAAttributes.h, kind `AK_VAR`): the flags `Input`, `Output`, `Input_Output`,
    /// `PayloadLiveOut`, `NoWidening`, `DoNotSpill`, and the integers `Scope` and
    /// `SurfaceUsage` (which its text reader stores in 4 bytes); the crate takes any name,
    /// as for kernel attributes, and the same values ([`add_attribute`](Kernel::add_attribute)).
    /// Note that IGC 12504.6's text reader does not keep a sampler's attributes: CISA.y
    /// `DeclSampler` neither adds nor clears them, so they land on the next declaration that
    /// has attributes; its `.isa` reader keeps them.
    ///
    /// ```
    /// use visa_isa::{Align, Attribute, Kernel, NameClass, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var_named("src", VisaType::F, 16, Align::Grf)?;
    /// kernel.add_decl_attribute(NameClass::General, v.0, Attribute::flag("NoWidening"))?;
    /// kernel.add_decl_attribute(NameClass::General, v.0, Attribute::int("Scope", 1, 4))?;
    /// assert!(kernel
    ///     .to_asm()
    ///     .contains(".decl src v_type=G type=f num_elts=16 align=GRF attrs={NoWidening, Scope=1}\n"));
    /// assert_eq!(Kernel::from_asm(&kernel.to_asm())?, kernel);
    /// assert_eq!(Kernel::from_isa(&kernel.to_isa())?, kernel);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::DeclarationAttributeNotAllowed`] for a declaration that is not declared
    /// or a label (erratum #26); [`KernelError::InvalidName`] for a name that is not an
    /// identifier of at most 64 bytes (IGC's text reader reads `IDENT` there);
    /// [`KernelError::DuplicateAttribute`] for a name the declaration already has; the
    /// value errors of [`add_attribute`](Kernel::add_attribute);
    /// [`KernelError::TooMany`] (255 per declaration: `attribute_count` is a `ub`),
    /// [`KernelError::TooManyStrings`].
    pub fn add_decl_attribute(
        &mut self,
        class: NameClass,
        id: u32,
        attribute: Attribute,
    ) -> Result<(), KernelError> {
        let not_allowed =
            |reason| KernelError::DeclarationAttributeNotAllowed { class, id, reason };
        if class == NameClass::Label {
            return Err(not_allowed(
                "a label has no attributes (IGC 12504.6 requires its attribute_count to be 0)",
            ));
        }
        let key = self
            .decl_key(class, id)
            .ok_or_else(|| not_allowed("it is not declared"))?;
        let name = &attribute.name;
        if name.len() > MAX_ATTRIBUTE_NAME || !naming::is_identifier(name) {
            return Err(KernelError::InvalidName {
                what: "declaration attribute name",
                name: name.clone(),
                reason: "a declaration attribute name is an identifier (IGC's IDENT) of at most 64 bytes",
            });
        }
        let existing = self
            .decl_attributes
            .get(&key)
            .map_or(&[][..], Vec::as_slice);
        if existing.iter().any(|a| a.name == *name) {
            return Err(KernelError::DuplicateAttribute { name: name.clone() });
        }
        check_attribute_value(&attribute)?;
        if existing.len() >= MAX_DECL_ATTRIBUTES {
            return Err(KernelError::TooMany {
                class: DeclClass::Attribute,
                max: MAX_DECL_ATTRIBUTES,
            });
        }
        if self.strings() >= MAX_STRINGS {
            return Err(KernelError::TooManyStrings);
        }
        if let Some(pool) = &mut self.pool {
            let index = pool.append(&attribute.name);
            pool.decl_attributes.entry(key).or_default().push(index);
        }
        self.decl_attributes.entry(key).or_default().push(attribute);
        Ok(())
    }

    /// [`add_decl_attribute`](Kernel::add_decl_attribute) for general variable `var`.
    ///
    /// ```
    /// use visa_isa::{Align, Attribute, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::F, 16, Align::Grf)?;
    /// kernel.add_var_attribute(v, Attribute::flag("Output"))?;
    /// assert_eq!(kernel.var_attributes(v)[0].name, "Output");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`add_decl_attribute`](Kernel::add_decl_attribute).
    #[inline]
    pub fn add_var_attribute(
        &mut self,
        var: VarId,
        attribute: Attribute,
    ) -> Result<(), KernelError> {
        self.add_decl_attribute(NameClass::General, var.0, attribute)
    }

    /// The attributes of declaration `id` of `class`, in order; empty when it has none or is
    /// not declared.
    ///
    /// ```
    /// use visa_isa::{Attribute, Kernel, NameClass};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let p = kernel.declare_predicate(16)?;
    /// kernel.add_decl_attribute(NameClass::Predicate, p.0.into(), Attribute::flag("NoWidening"))?;
    /// assert_eq!(kernel.decl_attributes(NameClass::Predicate, p.0.into()).len(), 1);
    /// assert!(kernel.decl_attributes(NameClass::Surface, 6).is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn decl_attributes(&self, class: NameClass, id: u32) -> &[Attribute] {
        self.decl_key(class, id)
            .and_then(|key| self.decl_attributes.get(&key))
            .map_or(&[], Vec::as_slice)
    }

    /// The attributes of general variable `var` ([`decl_attributes`](Kernel::decl_attributes)).
    ///
    /// ```
    /// use visa_isa::{Align, Attribute, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::F, 16, Align::Grf)?;
    /// assert!(kernel.var_attributes(v).is_empty());
    /// kernel.add_var_attribute(v, Attribute::flag("DoNotSpill"))?;
    /// assert_eq!(kernel.var_attributes(v), [Attribute::flag("DoNotSpill")]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn var_attributes(&self, var: VarId) -> &[Attribute] {
        self.decl_attributes(NameClass::General, var.0)
    }

    /// The attributes of the declaration at `index` of class slot `slot` (both as the
    /// tables order them).
    pub(super) fn decl_attributes_at(&self, slot: usize, index: usize) -> &[Attribute] {
        self.decl_attributes
            .get(&(slot, index as u32))
            .map_or(&[], Vec::as_slice)
    }

    /// Every declaration attribute, in the order of the tables.
    pub(super) fn all_decl_attributes(&self) -> impl Iterator<Item = &Attribute> {
        self.decl_attributes.values().flatten()
    }

    /// The key of declaration `id` of `class` in `decl_attributes`, if it is declared.
    fn decl_key(&self, class: NameClass, id: u32) -> Option<(usize, u32)> {
        let slot = naming::slot(class);
        let index = id.checked_sub(naming::first_id(class))?;
        ((index as usize) < self.decl_names.lists[slot].len()).then_some((slot, index))
    }
}

/// The value rules every attribute follows, a kernel's or a declaration's: what an
/// `attribute_info` holds and the `.isa` reader reads back as the same value
/// ([`Kernel::add_attribute`]).
fn check_attribute_value(attribute: &Attribute) -> Result<(), KernelError> {
    let name = &attribute.name;
    let string_name = Attribute::is_string_name(name);
    let bad_value = match &attribute.value {
        AttributeValue::Flag => None,
        AttributeValue::Int { .. } if string_name => Some(
            "AsmName and OutputAsmPath are string attributes; an integer would read back as a string",
        ),
        AttributeValue::Int { size, .. } if !(1..=4).contains(size) => {
            Some("an integer attribute has 1 to 4 bytes (0 is a flag)")
        }
        AttributeValue::Int { value, size } => {
            let bits = 8 * u32::from(*size);
            let fits = bits == 32 || {
                let half = 1i64 << (bits - 1);
                (-half..half).contains(&i64::from(*value))
            };
            (!fits).then_some("the value does not fit its size as a signed integer")
        }
        AttributeValue::Str(s) if s.len() > 255 => {
            Some("a string attribute has at most 255 bytes")
        }
        AttributeValue::Str(s) if s.chars().any(|c| c == '"' || c.is_control()) => {
            Some("a string attribute cannot hold a quote or a control character")
        }
        AttributeValue::Str(s) if s.is_empty() => {
            Some("an empty string would read back as a flag (a value of 0 bytes)")
        }
        AttributeValue::Str(s) if s.len() <= 4 && !string_name => Some(
            "a string of 1 to 4 bytes would read back as an integer; only AsmName and \
             OutputAsmPath read as strings at any length",
        ),
        AttributeValue::Str(_) => None,
    };
    if let Some(reason) = bad_value {
        return Err(KernelError::AttributeValueNotAllowed {
            name: name.clone(),
            reason,
        });
    }
    Ok(())
}
