//! A whole `.isa` file: several kernels and functions, each kernel with the GEN binaries
//! IGC appended to it ([`Program`]; reference §8.2, `ByteCodeReaderNG.cpp` `readIsaBinaryNG`,
//! `Common_ISA.cpp` `processCommonISAHeader`).
//!
//! The file is laid out as IGC's writer lays it out (`Common_ISA_framework.cpp`
//! `CisaBinary::finalizeCisaBinary`, `dumpToStream`): the header, then each kernel's object
//! followed by its GEN binaries, then each function's object. [`Program::from_isa`] requires
//! that layout, so [`Program::to_isa`] writes back the bytes it read.

use core::fmt;

use super::limits::{GRF_BYTES, MAGIC};
use super::read::{read_preferring, GenBinaryEntry, IsaReader, RoutineEntry};
use super::{IsaError, Kernel, KernelError, TextError, TextErrorKind};
use crate::runtime::decode::{ByteReader, DecodeError, DecodeErrorKind};
use crate::runtime::layout::Layout;
use crate::runtime::sink::Sink;
use crate::runtime::visit::OperandKind;
use crate::runtime::Instruction;

/// Bytes of a kernel's header entry without its name and GEN binaries: name_len, offset,
/// size, input_offset, two relocation counts, num_gen_binaries.
const KERNEL_ENTRY_LEN: usize = 2 + 4 + 4 + 4 + 2 + 2 + 1;
/// Bytes of a GEN binary's header entry: platform, offset, size.
const GEN_BINARY_ENTRY_LEN: usize = 1 + 4 + 4;
/// Bytes of a function's header entry without its name: linkage, name_len, offset, size, two
/// relocation counts.
const FUNCTION_ENTRY_LEN: usize = 1 + 2 + 4 + 4 + 2 + 2;

/// What [`Kernel::from_isa`] says of a file it does not read but [`Program::from_isa`] does:
/// several kernels, GEN binaries (every file GenX_IR writes has one), functions.
const SINGLE_KERNELS: &str =
    "number of kernels for Kernel::from_isa (Program::from_isa reads several)";
const SINGLE_GEN_BINARIES: &str =
    "number of GEN binaries for Kernel::from_isa (Program::from_isa keeps them)";
const SINGLE_FUNCTIONS: &str =
    "number of functions for Kernel::from_isa (Program::from_isa reads them)";

/// A GEN binary IGC appended to a kernel: the platform code and the machine code, kept as
/// opaque bytes and written back unchanged.
///
/// ```
/// use visa_isa::{GenBinary, Kernel, Program, ProgramKernel};
///
/// let mut k = ProgramKernel::from(Kernel::new("k")?);
/// k.gen_binaries.push(GenBinary { platform: 12, bytes: vec![1, 2, 3] });
/// let mut p = Program::new();
/// p.add_kernel(k)?;
/// let isa = p.to_isa();
/// assert_eq!(&isa[isa.len() - 3..], [1, 2, 3]); // right after the kernel's object
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GenBinary {
    /// IGC's platform code (`TARGET_PLATFORM`; 0 in a header IGC never patched).
    pub platform: u8,
    /// The binary, as read.
    pub bytes: Vec<u8>,
}

/// A kernel of a [`Program`] and the GEN binaries that follow its object in the file.
///
/// ```
/// use visa_isa::{Kernel, ProgramKernel};
///
/// let k = ProgramKernel::from(Kernel::new("k")?);
/// assert!(k.gen_binaries.is_empty());
/// # Ok::<(), visa_isa::KernelError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ProgramKernel {
    /// The kernel.
    pub kernel: Kernel,
    /// Its GEN binaries, in file order.
    pub gen_binaries: Vec<GenBinary>,
}

impl From<Kernel> for ProgramKernel {
    #[inline]
    fn from(kernel: Kernel) -> Self {
        ProgramKernel {
            kernel,
            gen_binaries: Vec::new(),
        }
    }
}

/// A function of a [`Program`] (IGC's `.global_function`): a routine that FCALL calls by
/// name. Its body is a [`Kernel`] without inputs, named as the function.
///
/// ```
/// use visa_isa::{Function, Kernel};
///
/// let f = Function::new(Kernel::new("helper")?, 0, 0)?;
/// assert_eq!(f.name(), "helper");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Function {
    body: Kernel,
    input_size: u8,
    return_size: u8,
}

impl Function {
    /// A function of `body` whose arguments take `input_size` and whose return value takes
    /// `return_size` GRFs (the object's `input_size` and `return_value_size`).
    ///
    /// ```
    /// use visa_isa::{Function, Kernel};
    ///
    /// let f = Function::new(Kernel::new("f")?, 1, 1)?;
    /// assert_eq!((f.name(), f.input_size(), f.return_size()), ("f", 1, 1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ProgramError::FunctionInputs`] if `body` has inputs: a function's object has no
    /// input table.
    pub fn new(body: Kernel, input_size: u8, return_size: u8) -> Result<Self, ProgramError> {
        if !body.inputs().is_empty() {
            return Err(ProgramError::FunctionInputs {
                name: body.name().to_owned(),
            });
        }
        Ok(Function {
            body,
            input_size,
            return_size,
        })
    }

    /// The function's name (its body's).
    ///
    /// ```
    /// use visa_isa::{Function, Kernel};
    ///
    /// assert_eq!(Function::new(Kernel::new("f")?, 0, 0)?.name(), "f");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn name(&self) -> &str {
        self.body.name()
    }

    /// The body: declarations, attributes and instructions.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel};
    ///
    /// let f = Function::new(Kernel::new("f")?, 0, 0)?;
    /// assert!(f.body().instructions().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn body(&self) -> &Kernel {
        &self.body
    }

    /// The size of the arguments.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel};
    ///
    /// assert_eq!(Function::new(Kernel::new("f")?, 2, 1)?.input_size(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn input_size(&self) -> u8 {
        self.input_size
    }

    /// The size of the return value.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel};
    ///
    /// assert_eq!(Function::new(Kernel::new("f")?, 2, 1)?.return_size(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn return_size(&self) -> u8 {
        self.return_size
    }
}

/// Why a [`Program`] cannot be built as asked.
///
/// ```
/// use visa_isa::{Kernel, Program, ProgramError};
///
/// let mut p = Program::from(Kernel::new("k")?);
/// let again = p.add_kernel(Kernel::new("k")?);
/// assert_eq!(again, Err(ProgramError::DuplicateName { name: "k".into() }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ProgramError {
    /// A function's body with inputs.
    FunctionInputs {
        /// The function.
        name: String,
    },
    /// Two kernels or two functions of one name (IGC finds a routine by name).
    DuplicateName {
        /// The name.
        name: String,
    },
    /// More kernels or functions than the header's `uw` count holds.
    TooMany {
        /// `"kernels"` or `"functions"`.
        what: &'static str,
    },
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgramError::FunctionInputs { name } => write!(
                f,
                "function `{name}` has inputs; a function's object has no input table"
            ),
            ProgramError::DuplicateName { name } => {
                write!(f, "two routines are named `{name}`")
            }
            ProgramError::TooMany { what } => write!(f, "more than 65535 {what}"),
        }
    }
}

impl std::error::Error for ProgramError {}

/// Which routine of a [`Program`].
///
/// ```
/// use visa_isa::{Function, Kernel, Program, RoutineId};
///
/// let mut p = Program::from(Kernel::new("k")?);
/// p.add_function(Function::new(Kernel::new("f")?, 0, 0)?)?;
/// let ids: Vec<RoutineId> = p.routines().map(|(id, _)| id).collect();
/// assert_eq!(ids, [RoutineId::Kernel(0), RoutineId::Function(0)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum RoutineId {
    /// Kernel `n` (0-based, file order).
    Kernel(usize),
    /// Function `n` (0-based, file order).
    Function(usize),
}

/// A string-pool name an instruction uses (a `Func_id` or `File_name` field), resolved
/// against the program's functions by name ([`Program::names`], which has an example).
///
/// ```
/// use visa_isa::{Kernel, Program};
///
/// // A kernel without FCALL or FILE uses no name.
/// assert!(Program::from(Kernel::new("k")?).names().is_empty());
/// # Ok::<(), visa_isa::KernelError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NameUse {
    /// The routine whose instruction it is.
    pub routine: RoutineId,
    /// The instruction's index in that routine.
    pub instruction: usize,
    /// The spec field (`"Func_id"`, `"File_name"`).
    pub field: &'static str,
    /// The string the routine's pool holds at that index, as [`Program::to_isa`] writes it.
    pub name: String,
    /// The function of that name, if the program has one.
    pub function: Option<usize>,
}

/// A whole vISA 4.1 `.isa` file: kernels (each with the GEN binaries that follow it) and
/// functions.
///
/// ```
/// use visa_isa::{Function, Kernel, Program};
///
/// let mut program = Program::new();
/// program.add_kernel(Kernel::new("main")?)?;
/// program.add_function(Function::new(Kernel::new("helper")?, 1, 1)?)?;
/// let isa = program.to_isa();
/// let back = Program::from_isa(&isa)?;
/// assert_eq!(back, program);
/// assert_eq!(back.to_isa(), isa);
/// assert_eq!(back.functions()[0].name(), "helper");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Program {
    kernels: Vec<ProgramKernel>,
    functions: Vec<Function>,
}

impl From<Kernel> for Program {
    #[inline]
    fn from(kernel: Kernel) -> Self {
        Program {
            kernels: vec![kernel.into()],
            functions: Vec::new(),
        }
    }
}

impl Program {
    /// A program of no kernels and no functions.
    ///
    /// ```
    /// use visa_isa::Program;
    ///
    /// let program = Program::new();
    /// assert!(program.kernels().is_empty() && program.functions().is_empty());
    /// ```
    #[inline]
    pub fn new() -> Self {
        Program::default()
    }

    /// The kernels, in file order.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let program = Program::from(Kernel::new("k")?);
    /// assert_eq!(program.kernels()[0].kernel.name(), "k");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn kernels(&self) -> &[ProgramKernel] {
        &self.kernels
    }

    /// The kernels, to change them in place.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let mut program = Program::from(Kernel::new("k")?);
    /// program.kernels_mut()[0].kernel.set_type_checks(false);
    /// assert!(!program.kernels()[0].kernel.type_checks());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn kernels_mut(&mut self) -> &mut [ProgramKernel] {
        &mut self.kernels
    }

    /// The functions, in file order.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel, Program};
    ///
    /// let mut program = Program::new();
    /// program.add_function(Function::new(Kernel::new("f")?, 0, 0)?)?;
    /// assert_eq!(program.functions()[0].name(), "f");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }

    /// Every routine: the kernels, then the functions, with their ids and bodies.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel, Program, RoutineId};
    ///
    /// let mut program = Program::from(Kernel::new("k")?);
    /// program.add_function(Function::new(Kernel::new("f")?, 0, 0)?)?;
    /// let ids: Vec<RoutineId> = program.routines().map(|(id, _)| id).collect();
    /// assert_eq!(ids, [RoutineId::Kernel(0), RoutineId::Function(0)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn routines(&self) -> impl Iterator<Item = (RoutineId, &Kernel)> + '_ {
        let kernels = self
            .kernels
            .iter()
            .enumerate()
            .map(|(i, k)| (RoutineId::Kernel(i), &k.kernel));
        let functions = self
            .functions
            .iter()
            .enumerate()
            .map(|(i, f)| (RoutineId::Function(i), &f.body));
        kernels.chain(functions)
    }

    /// Appends a kernel (with its GEN binaries, if given a [`ProgramKernel`]).
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let mut program = Program::new();
    /// program.add_kernel(Kernel::new("a")?)?;
    /// // Two routines of one name are refused.
    /// assert!(program.add_kernel(Kernel::new("a")?).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ProgramError::DuplicateName`], [`ProgramError::TooMany`].
    pub fn add_kernel(&mut self, kernel: impl Into<ProgramKernel>) -> Result<(), ProgramError> {
        let kernel = kernel.into();
        let name = kernel.kernel.name();
        if self.kernels.iter().any(|k| k.kernel.name() == name) {
            return Err(ProgramError::DuplicateName {
                name: name.to_owned(),
            });
        }
        if self.kernels.len() >= usize::from(u16::MAX) {
            return Err(ProgramError::TooMany { what: "kernels" });
        }
        self.kernels.push(kernel);
        Ok(())
    }

    /// Appends a function.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel, Program};
    ///
    /// let mut program = Program::from(Kernel::new("k")?);
    /// program.add_function(Function::new(Kernel::new("f")?, 0, 0)?)?;
    /// assert_eq!(program.functions().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ProgramError::DuplicateName`], [`ProgramError::TooMany`].
    pub fn add_function(&mut self, function: Function) -> Result<(), ProgramError> {
        if self.functions.iter().any(|f| f.name() == function.name()) {
            return Err(ProgramError::DuplicateName {
                name: function.name().to_owned(),
            });
        }
        if self.functions.len() >= usize::from(u16::MAX) {
            return Err(ProgramError::TooMany { what: "functions" });
        }
        self.functions.push(function);
        Ok(())
    }

    /// The function named `name`.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel, Program};
    ///
    /// let mut program = Program::new();
    /// program.add_function(Function::new(Kernel::new("f")?, 0, 0)?)?;
    /// assert_eq!((program.function("f"), program.function("g")), (Some(0), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn function(&self, name: &str) -> Option<usize> {
        self.functions.iter().position(|f| f.name() == name)
    }

    /// Every string-pool name the instructions use (FCALL's and FADDR's `Func_id`, FILE's
    /// `File_name`): the string the routine's pool holds at that index, as
    /// [`to_isa`](Program::to_isa) writes it, and the function of that name, as IGC resolves
    /// a call (by name, against the header's function table).
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let program = Program::from(Kernel::new("main")?);
    /// assert!(program.names().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn names(&self) -> Vec<NameUse> {
        let mut out = Vec::new();
        for (routine, kernel) in self.routines() {
            let mut object = Vec::new();
            kernel.write_object(&mut object, None);
            let pool = string_pool(&object);
            for (index, inst) in kernel.instructions().iter().enumerate() {
                inst.for_each_operand(&mut |op| {
                    if let OperandKind::Name(n) = op.kind {
                        let name = pool.get(n.0 as usize).cloned().unwrap_or_default();
                        out.push(NameUse {
                            routine,
                            instruction: index,
                            field: op.field,
                            function: self.function(&name),
                            name,
                        });
                    }
                });
            }
        }
        out
    }

    /// The program as IGC vISA assembly: `.version 4.1` once, then each kernel's
    /// [`to_asm`](Kernel::to_asm) text without its `.version` line, then each function's,
    /// which starts with `.global_function "NAME"` (IGC's directive for a function) instead of
    /// `.kernel`, followed, unless both are 0, by the crate's comment
    /// `//.function_sizes input_size=N return_value_size=M` (IGC's text has no syntax for
    /// them; [`from_asm`](Program::from_asm) reads it). A kernel's GEN binaries are not text;
    /// a comment line gives their platform and size.
    ///
    /// ```
    /// use visa_isa::{Function, Kernel, Program};
    ///
    /// let mut program = Program::from(Kernel::new("main")?);
    /// program.add_function(Function::new(Kernel::new("helper")?, 0, 0)?)?;
    /// let text = program.to_asm();
    /// assert!(text.starts_with(".version 4.1\n.kernel \"main\"\n"));
    /// assert!(text.contains("\n.global_function \"helper\"\n"));
    /// assert_eq!(Program::from_asm(&text)?, program);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_asm(&self) -> String {
        let mut out = String::from(".version 4.1\n");
        for (routine, kernel) in self.routines() {
            let text = kernel.to_asm();
            let mut lines = text.lines().skip_while(|l| l.starts_with(".version"));
            if let RoutineId::Function(i) = routine {
                if let Some(first) = lines.next() {
                    match first.strip_prefix(".kernel ") {
                        Some(name) => out.push_str(&format!(".global_function {name}\n")),
                        None => out.push_str(&format!("{first}\n")),
                    }
                }
                let f = &self.functions[i];
                if (f.input_size, f.return_size) != (0, 0) {
                    out.push_str(&format!(
                        "{SIZES} input_size={} return_value_size={}\n",
                        f.input_size, f.return_size
                    ));
                }
            }
            for line in lines {
                out.push_str(line);
                out.push('\n');
            }
            if let RoutineId::Kernel(i) = routine {
                for g in &self.kernels[i].gen_binaries {
                    out.push_str(&format!(
                        "// GEN binary: platform {}, {} bytes\n",
                        g.platform,
                        g.bytes.len()
                    ));
                }
            }
        }
        out
    }

    /// Reads a program from IGC vISA assembly: `.version 4.1`, then routines, each from its
    /// `.kernel "NAME"` or `.global_function "NAME"` line to the next one, read as
    /// [`Kernel::from_asm`] reads a kernel (what comes before the first routine, such as the
    /// `.version` line, belongs to each). A function's `input_size` and `return_value_size` are
    /// those of its `//.function_sizes` line ([`to_asm`](Program::to_asm)), else 0. Errors
    /// give the line and column in `text`.
    ///
    /// ```
    /// use visa_isa::Program;
    ///
    /// let p = Program::from_asm(".version 4.1\n.kernel \"k\"\n.global_function \"f\"\n")?;
    /// assert_eq!((p.kernels().len(), p.functions().len()), (1, 1));
    /// assert_eq!(p.functions()[0].name(), "f");
    /// # Ok::<(), visa_isa::TextError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Kernel::from_asm`]'s [`TextError`]s; [`TextErrorKind::Unsupported`] for a function
    /// with inputs or two routines of one name (at the routine's directive line).
    pub fn from_asm(text: &str) -> Result<Program, TextError> {
        Program::from_asm_all_errors(text).map_err(|mut errors| errors.swap_remove(0))
    }

    /// [`from_asm`](Program::from_asm), going on after an error: every problem of every
    /// routine, in line order (the first is `from_asm`'s). Each routine is read as
    /// [`Kernel::from_asm_all_errors`] reads a kernel, and a routine with problems does not
    /// stop the next.
    ///
    /// ```
    /// use visa_isa::Program;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n.input x\n.global_function \"f\"\n.input y\n";
    /// let errors = Program::from_asm_all_errors(text).unwrap_err();
    /// let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    /// assert_eq!(lines, [3, 5]);
    /// ```
    ///
    /// # Errors
    ///
    /// Every [`TextError`] found, as [`from_asm`](Program::from_asm) gives the first.
    pub fn from_asm_all_errors(text: &str) -> Result<Program, Vec<TextError>> {
        Program::from_asm_all_errors_for(text, Layout::default())
    }

    /// [`from_asm`](Program::from_asm) of text in `layout` (IGC's printer of that layout, as
    /// [`Kernel::from_asm_for`] reads it); every routine's
    /// [`target_layout`](Kernel::target_layout) is `layout`.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout, Program};
    ///
    /// let text = Program::from(Kernel::new("k")?).to_asm();
    /// let program = Program::from_asm_for(&text, Layout::Current)?;
    /// assert_eq!(program.kernels()[0].kernel.target_layout(), Layout::Current);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_asm`](Program::from_asm).
    pub fn from_asm_for(text: &str, layout: Layout) -> Result<Program, TextError> {
        Program::from_asm_all_errors_for(text, layout).map_err(|mut errors| errors.swap_remove(0))
    }

    /// [`from_asm_all_errors`](Program::from_asm_all_errors) of text in `layout`
    /// ([`from_asm_for`](Program::from_asm_for)).
    ///
    /// ```
    /// use visa_isa::{Layout, Program};
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n.input x\n";
    /// let errors = Program::from_asm_all_errors_for(text, Layout::Current).unwrap_err();
    /// assert_eq!(errors[0].line, 3);
    /// ```
    ///
    /// # Errors
    ///
    /// Every [`TextError`] found, as [`from_asm_for`](Program::from_asm_for) gives the first.
    pub fn from_asm_all_errors_for(text: &str, layout: Layout) -> Result<Program, Vec<TextError>> {
        let read_kernel = |text: &str| Kernel::from_asm_all_errors_for(text, GRF_BYTES, layout);
        let lines: Vec<&str> = text.lines().collect();
        let directive = |line: &str| {
            let t = line.trim_start();
            [".kernel", ".global_function"].into_iter().find(|d| {
                t.strip_prefix(d)
                    .is_some_and(|rest| rest.starts_with([' ', '\t', '"']))
            })
        };
        let starts: Vec<usize> = (0..lines.len())
            .filter(|&i| directive(lines[i]).is_some())
            .collect();
        let Some(&first) = starts.first() else {
            return read_kernel(text).map(Program::from);
        };
        let mut program = Program::new();
        let mut errors = Vec::new();
        for (n, &start) in starts.iter().enumerate() {
            let end = starts.get(n + 1).copied().unwrap_or(lines.len());
            // The routine's own lines keep their line numbers: what lies between the prefix
            // and the routine is blank.
            let mut chunk = String::new();
            let mut sizes = (0, 0);
            for (i, line) in lines.iter().enumerate().take(end) {
                if i > start && line.starts_with(SIZES) {
                    match function_sizes(line, i + 1) {
                        Ok(read) => sizes = read,
                        Err(e) => errors.push(e),
                    }
                } else if i < first || i > start {
                    chunk.push_str(line);
                } else if i == start {
                    let function = directive(line) == Some(".global_function");
                    if function {
                        // `.kernel` padded to the directive's width keeps the columns.
                        chunk.push_str(&line.replacen(".global_function", ".kernel         ", 1));
                    } else {
                        chunk.push_str(line);
                    }
                }
                chunk.push('\n');
            }
            let kernel = match read_kernel(&chunk) {
                Ok(kernel) => kernel,
                Err(e) => {
                    errors.extend(e);
                    continue;
                }
            };
            let unsupported = |what| TextError {
                line: start + 1,
                column: 1,
                kind: TextErrorKind::Unsupported { what },
            };
            let added = if directive(lines[start]) == Some(".global_function") {
                match Function::new(kernel, sizes.0, sizes.1) {
                    Ok(function) => program.add_function(function),
                    Err(_) => {
                        errors.push(unsupported("inputs of a function"));
                        continue;
                    }
                }
            } else {
                program.add_kernel(kernel)
            };
            if let Err(e) = added {
                errors.push(unsupported(match e {
                    ProgramError::TooMany { .. } => "more than 65535 kernels or functions",
                    _ => "two routines of one name",
                }));
            }
        }
        if !errors.is_empty() {
            // Each routine's problems in line order; a function's sizes line is read before
            // its routine's lines, so sort them all.
            errors.sort_by_key(|e| (e.line, e.column));
            return Err(errors);
        }
        Ok(program)
    }

    /// File offset of each routine's object in [`to_isa`](Program::to_isa)'s output, in the
    /// order of [`routines`](Program::routines).
    fn object_offsets(&self) -> Vec<usize> {
        let mut pos = self.header_len();
        let mut out = Vec::with_capacity(self.kernels.len() + self.functions.len());
        for k in &self.kernels {
            out.push(pos);
            pos += k.kernel.object_len(false);
            pos += k.gen_binaries.iter().map(|g| g.bytes.len()).sum::<usize>();
        }
        for f in &self.functions {
            out.push(pos);
            pos += f.body.object_len(true);
        }
        out
    }

    /// File offset of `routine`'s object in [`to_isa`](Program::to_isa)'s output (for a file
    /// read by [`from_isa`](Program::from_isa), in that file); `None` for no such routine.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program, RoutineId};
    ///
    /// let program = Program::from(Kernel::new("k")?);
    /// let at = program.routine_file_offset(RoutineId::Kernel(0)).unwrap();
    /// assert!(at > 0 && at < program.to_isa().len());
    /// assert_eq!(program.routine_file_offset(RoutineId::Function(0)), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn routine_file_offset(&self, routine: RoutineId) -> Option<usize> {
        let slot = match routine {
            RoutineId::Kernel(i) => (i < self.kernels.len()).then_some(i)?,
            RoutineId::Function(i) => {
                (i < self.functions.len()).then_some(self.kernels.len() + i)?
            }
        };
        Some(self.object_offsets()[slot])
    }

    /// File offset of instruction `index` of `routine` in [`to_isa`](Program::to_isa)'s
    /// output (for a file read by [`from_isa`](Program::from_isa), in that file).
    ///
    /// ```
    /// use visa_isa::{Kernel, Program, RoutineId};
    ///
    /// let program = Program::from(Kernel::new("k")?);
    /// assert_eq!(program.instruction_file_offset(RoutineId::Kernel(0), 0), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn instruction_file_offset(&self, routine: RoutineId, index: usize) -> Option<usize> {
        let (slot, kernel, function) = match routine {
            RoutineId::Kernel(i) => (i, &self.kernels.get(i)?.kernel, false),
            RoutineId::Function(i) => (self.kernels.len() + i, &self.functions.get(i)?.body, true),
        };
        let object = self.object_offsets()[slot];
        let code_start = object + kernel.object_len(function) - kernel.code().len();
        Some(code_start + kernel.instruction_offset(index)?)
    }

    /// Length of the file header.
    fn header_len(&self) -> usize {
        let kernels: usize = self
            .kernels
            .iter()
            .map(|k| {
                KERNEL_ENTRY_LEN
                    + k.kernel.name().len()
                    + GEN_BINARY_ENTRY_LEN * k.gen_binaries.len()
            })
            .sum();
        let functions: usize = self
            .functions
            .iter()
            .map(|f| FUNCTION_ENTRY_LEN + f.name().len())
            .sum();
        4 + 2 + 2 + kernels + 2 + 2 + functions
    }

    /// The complete `.isa` file, laid out as IGC's writer lays it out: the header, each
    /// kernel's object and its GEN binaries, each function's object.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let program = Program::from(Kernel::new("k")?);
    /// let bytes = program.to_isa();
    /// assert_eq!(&bytes[..4], b"CISA");
    /// assert_eq!(Program::from_isa(&bytes)?, program);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_isa(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write_isa(&mut out);
        out
    }

    /// Writes [`to_isa`](Program::to_isa)'s bytes to `out`.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let program = Program::from(Kernel::new("k")?);
    /// let mut out = Vec::new();
    /// program.write_isa(&mut out);
    /// assert_eq!(out, program.to_isa());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn write_isa(&self, out: &mut impl Sink) {
        out.put_bytes(MAGIC);
        out.put_u8(4);
        out.put_u8(1);
        out.put_u16(self.kernels.len() as u16);
        let mut pos = self.header_len();
        for k in &self.kernels {
            let name = k.kernel.name();
            let size = k.kernel.object_len(false);
            out.put_u16(name.len() as u16);
            out.put_bytes(name.as_bytes());
            out.put_u32(pos as u32);
            out.put_u32(size as u32);
            out.put_u32((pos + k.kernel.object_input_offset()) as u32);
            out.put_u16(0); // num_syms_variable
            out.put_u16(0); // num_syms_function
            out.put_u8(k.gen_binaries.len() as u8);
            pos += size;
            for g in &k.gen_binaries {
                out.put_u8(g.platform);
                out.put_u32(pos as u32);
                out.put_u32(g.bytes.len() as u32);
                pos += g.bytes.len();
            }
        }
        out.put_u16(0); // num_filescope_variables
        out.put_u16(self.functions.len() as u16);
        for f in &self.functions {
            let size = f.body.object_len(true);
            out.put_u8(0); // linkage: deprecated, must be 0
            out.put_u16(f.name().len() as u16);
            out.put_bytes(f.name().as_bytes());
            out.put_u32(pos as u32);
            out.put_u32(size as u32);
            out.put_u16(0); // num_syms_variable
            out.put_u16(0); // num_syms_function
            pos += size;
        }
        for k in &self.kernels {
            k.kernel.write_object(out, None);
            for g in &k.gen_binaries {
                out.put_bytes(&g.bytes);
            }
        }
        for f in &self.functions {
            f.body
                .write_object(out, Some((f.input_size, f.return_size)));
        }
    }

    /// Reads a vISA 4.1 `.isa` file of any number of kernels and functions, as IGC's writer
    /// lays it out (the header, each kernel's object and its GEN binaries, each function's
    /// object; nothing after them): the inverse of [`to_isa`](Program::to_isa). GEN binaries
    /// are kept as opaque bytes. Each routine object is read as [`Kernel::from_isa`] reads a
    /// kernel's, with the same checks.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program};
    ///
    /// let kernel = Kernel::new("k")?;
    /// let program = Program::from_isa(&kernel.to_isa())?;
    /// assert_eq!(program.kernels()[0].kernel, kernel);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// An [`IsaError`] located at the field concerned, as [`Kernel::from_isa`]'s; in
    /// particular [`IsaError::WriterDroppedOperands`] for a file `GenX_IR -binary` 12504.6
    /// wrote, whose instructions lack their last operands.
    pub fn from_isa(bytes: &[u8]) -> Result<Program, IsaError> {
        Program::from_isa_all_errors(bytes).map_err(|mut errors| errors.swap_remove(0))
    }

    /// [`from_isa`](Program::from_isa) for a caller that prefers `layout`: the file is read
    /// in `layout`, and when it does not read in it, in each other [`Layout`] in turn, as
    /// [`Kernel::from_isa_for`] reads a kernel (the file says nothing of its layout;
    /// [`isa_layouts`](Program::isa_layouts) lists those it reads in). Every routine's
    /// [`target_layout`](Kernel::target_layout) is the layout the file was read in, so
    /// `to_isa` writes the same bytes back.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout, Program};
    ///
    /// let bytes = Program::from(Kernel::new("k")?).to_isa();
    /// let program = Program::from_isa_for(&bytes, Layout::Current)?;
    /// assert_eq!(program.kernels()[0].kernel.target_layout(), Layout::Current);
    /// assert_eq!(program.to_isa(), bytes);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_isa`](Program::from_isa): the error of reading in `layout` when no layout
    /// reads the file.
    pub fn from_isa_for(bytes: &[u8], layout: Layout) -> Result<Program, IsaError> {
        Program::from_isa_all_errors_for(bytes, layout).map_err(|mut errors| errors.swap_remove(0))
    }

    /// [`from_isa`](Program::from_isa) in `layout` only.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout, Program};
    ///
    /// let bytes = Program::from(Kernel::new("k")?).to_isa();
    /// assert_eq!(Program::from_isa_in(&bytes, Layout::Igc2022)?.to_isa(), bytes);
    /// assert!(Program::from_isa_in(&bytes[..10], Layout::Current).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_isa`](Program::from_isa).
    pub fn from_isa_in(bytes: &[u8], layout: Layout) -> Result<Program, IsaError> {
        Program::read_isa_in(bytes, layout).map_err(|mut errors| errors.swap_remove(0))
    }

    /// The layouts the file reads in, the default first: what it may have been written for
    /// ([`from_isa_for`](Program::from_isa_for)). Empty when it reads in none.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout, Program};
    ///
    /// // No instruction whose layout differs: both layouts read it.
    /// let bytes = Program::from(Kernel::new("k")?).to_isa();
    /// assert_eq!(Program::isa_layouts(&bytes), [Layout::Igc2022, Layout::Current]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn isa_layouts(bytes: &[u8]) -> Vec<Layout> {
        Layout::ALL
            .iter()
            .copied()
            .filter(|&layout| Program::read_isa_in(bytes, layout).is_ok())
            .collect()
    }

    /// Writes (and prints) every routine in `layout` from now on, as
    /// [`Kernel::set_target_layout`] does for one.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout, Program};
    ///
    /// let mut program = Program::from(Kernel::new("k")?);
    /// program.set_target_layout(Layout::Current)?;
    /// assert_eq!(program.kernels()[0].kernel.target_layout(), Layout::Current);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`Kernel::set_target_layout`]'s error for the first routine with an instruction that
    /// `layout` cannot carry; the routines before it are then in `layout`, the others as they
    /// were.
    pub fn set_target_layout(&mut self, layout: Layout) -> Result<(), KernelError> {
        for k in &mut self.kernels {
            k.kernel.set_target_layout(layout)?;
        }
        for f in &mut self.functions {
            f.body.set_target_layout(layout)?;
        }
        Ok(())
    }

    /// [`from_isa`](Program::from_isa), going on after an error where the format allows:
    /// every error, in file order (the first is `from_isa`'s). The header gives each routine
    /// object's offset and size, so a routine that fails to read does not stop the others;
    /// within a routine, reading stops at its first error, since its instructions have no
    /// length of their own and where the next one starts cannot be known. An error in the
    /// header itself is the only one.
    ///
    /// ```
    /// use visa_isa::{Kernel, Program, RoutineId};
    ///
    /// let mut program = Program::from(Kernel::new("a")?);
    /// program.add_kernel(Kernel::new("b")?)?;
    /// let mut bytes = program.to_isa();
    /// // Each kernel object starts with its string count: make both impossible.
    /// let objects: Vec<usize> = (0..2)
    ///     .filter_map(|i| program.routine_file_offset(RoutineId::Kernel(i)))
    ///     .collect();
    /// for &at in &objects {
    ///     bytes[at..at + 4].copy_from_slice(&[0xff; 4]);
    /// }
    /// let errors = Program::from_isa_all_errors(&bytes).unwrap_err();
    /// let offsets: Vec<usize> = errors.iter().map(|e| e.offset()).collect();
    /// assert_eq!(offsets, objects);
    /// // `from_isa` gives the first.
    /// assert_eq!(Program::from_isa(&bytes).unwrap_err(), errors[0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Every [`IsaError`] found, as [`from_isa`](Program::from_isa) gives the first.
    pub fn from_isa_all_errors(bytes: &[u8]) -> Result<Program, Vec<IsaError>> {
        Program::from_isa_all_errors_for(bytes, Layout::default())
    }

    /// [`from_isa_all_errors`](Program::from_isa_all_errors) for a caller that prefers
    /// `layout` ([`from_isa_for`](Program::from_isa_for)): the errors are those of reading in
    /// `layout`, when no layout reads the file.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout, Program};
    ///
    /// let bytes = Program::from(Kernel::new("k")?).to_isa();
    /// let errors = Program::from_isa_all_errors_for(&bytes[..12], Layout::Current).unwrap_err();
    /// assert_eq!(errors.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Every [`IsaError`] found in `layout`, as [`from_isa_for`](Program::from_isa_for)
    /// gives the first.
    pub fn from_isa_all_errors_for(bytes: &[u8], layout: Layout) -> Result<Program, Vec<IsaError>> {
        read_preferring(layout, |layout| Program::read_isa_in(bytes, layout))
    }

    /// Reads the file in `layout`: every error, in file order.
    fn read_isa_in(bytes: &[u8], layout: Layout) -> Result<Program, Vec<IsaError>> {
        let mut reader = IsaReader::new(bytes);
        reader.layout = layout;
        let header = reader.header(false).map_err(|e| vec![e])?;
        let mut errors = Vec::new();
        let (kernels, functions) = reader.routines(&header, &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Program {
            kernels,
            functions: functions
                .into_iter()
                .map(|(body, input_size, return_size)| Function {
                    body,
                    input_size,
                    return_size,
                })
                .collect(),
        })
    }
}

/// The crate's comment that gives a function's `input_size` and `return_value_size` in text.
const SIZES: &str = "//.function_sizes";

/// The two sizes of a `//.function_sizes input_size=N return_value_size=M` line (`line`).
fn function_sizes(text: &str, line: usize) -> Result<(u8, u8), TextError> {
    let mut values = text[SIZES.len()..].split_whitespace();
    let mut value = |key: &str| {
        values
            .next()
            .and_then(|kv| kv.strip_prefix(key))
            .and_then(|v| v.parse::<u8>().ok())
            .ok_or(TextError {
                line,
                column: 1,
                kind: TextErrorKind::Missing {
                    what: "`input_size=N return_value_size=M` (0 to 255) after `//.function_sizes`",
                },
            })
    };
    let sizes = (value("input_size=")?, value("return_value_size=")?);
    match values.next() {
        None => Ok(sizes),
        Some(_) => Err(TextError {
            line,
            column: 1,
            kind: TextErrorKind::Missing {
                what: "the end of the line after `//.function_sizes`'s two sizes",
            },
        }),
    }
}

/// The strings of a routine object's pool (an object [`Kernel::write_object`] wrote).
fn string_pool(object: &[u8]) -> Vec<String> {
    let mut r = ByteReader::new(object);
    let count = r.u32("string_count").unwrap_or(0);
    (0..count)
        .map_while(|_| r.cstr("string_pool").ok())
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .collect()
}

/// The file header: the kernels' and functions' entries.
pub(super) struct Header<'a> {
    kernels: Vec<RoutineEntry<'a>>,
    functions: Vec<RoutineEntry<'a>>,
}

/// A kernel read back: the object and its GEN binaries.
type Kernels = Vec<ProgramKernel>;
/// A function read back: its body, `input_size` and `return_value_size`.
type Functions = Vec<(Kernel, u8, u8)>;

impl<'a> IsaReader<'a> {
    /// A name of `len` bytes, UTF-8.
    fn name(&mut self, len: usize, field: &'static str) -> Result<(&'a str, usize), IsaError> {
        let at = self.r.offset();
        let name = self.r.bytes(len, field)?;
        let name = core::str::from_utf8(name)
            .map_err(|_| DecodeError::new(at, DecodeErrorKind::InvalidString { field }))?;
        Ok((name, at))
    }

    /// Reads the file header. With `single`, only what [`Kernel::from_isa`] reads: one
    /// kernel, no GEN binaries, no functions.
    pub(super) fn header(&mut self, single: bool) -> Result<Header<'a>, IsaError> {
        let magic = self.r.bytes(4, "magic")?;
        if magic != MAGIC {
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
        let num_kernels = if single {
            self.only::<u16>("num_kernels", SINGLE_KERNELS, 1)?;
            1
        } else {
            self.count::<u16>(
                "num_kernels",
                "kernels",
                KERNEL_ENTRY_LEN,
                usize::from(u16::MAX),
            )?
        };
        let mut kernels = Vec::with_capacity(num_kernels);
        for _ in 0..num_kernels {
            let name_len = self.r.u16("name_len")?;
            let (name, name_at) = self.name(usize::from(name_len), "kernel name")?;
            let offset_at = self.r.offset();
            let offset = self.r.u32("offset")?;
            let size_at = self.r.offset();
            let size = self.r.u32("size")?;
            let input_offset_at = self.r.offset();
            let input_offset = self.r.u32("input_offset")?;
            self.only::<u16>("num_syms_variable", "number of variable relocations", 0)?;
            self.only::<u16>("num_syms_function", "number of function relocations", 0)?;
            let count = if single {
                self.only::<u8>("num_gen_binaries", SINGLE_GEN_BINARIES, 0)?;
                0
            } else {
                self.count::<u8>(
                    "num_gen_binaries",
                    "GEN binaries",
                    GEN_BINARY_ENTRY_LEN,
                    usize::from(u8::MAX),
                )?
            };
            let mut gen_binaries = Vec::with_capacity(count);
            for _ in 0..count {
                let platform = self.r.u8("gen_binary.platform")?;
                let offset_at = self.r.offset();
                let offset = self.r.u32("gen_binary.offset")?;
                let size_at = self.r.offset();
                let size = self.r.u32("gen_binary.size")?;
                gen_binaries.push(GenBinaryEntry {
                    platform,
                    offset,
                    offset_at,
                    size,
                    size_at,
                });
            }
            kernels.push(RoutineEntry {
                name,
                name_at,
                offset,
                offset_at,
                size,
                size_at,
                input_offset: Some((input_offset, input_offset_at)),
                gen_binaries,
            });
        }
        self.only::<u16>(
            "num_filescope_variables",
            "number of file-scope variables",
            0,
        )?;
        let num_functions = if single {
            self.only::<u16>("num_functions", SINGLE_FUNCTIONS, 0)?;
            0
        } else {
            self.count::<u16>(
                "num_functions",
                "functions",
                FUNCTION_ENTRY_LEN,
                usize::from(u16::MAX),
            )?
        };
        let mut functions = Vec::with_capacity(num_functions);
        for _ in 0..num_functions {
            self.only::<u8>("linkage", "function linkage", 0)?;
            let name_len = self.r.u16("name_len")?;
            let (name, name_at) = self.name(usize::from(name_len), "function name")?;
            let offset_at = self.r.offset();
            let offset = self.r.u32("offset")?;
            let size_at = self.r.offset();
            let size = self.r.u32("size")?;
            self.only::<u16>("num_syms_variable", "number of variable relocations", 0)?;
            self.only::<u16>("num_syms_function", "number of function relocations", 0)?;
            functions.push(RoutineEntry {
                name,
                name_at,
                offset,
                offset_at,
                size,
                size_at,
                input_offset: None,
                gen_binaries: Vec::new(),
            });
        }
        Ok(Header { kernels, functions })
    }

    /// Reads every routine object and GEN binary, each where IGC's writer puts it: right after
    /// the header, one after another (kernel, its GEN binaries; then the functions), to the
    /// end of the file. Every error goes to `errors`, in file order; a routine that fails is
    /// left out and the next is read where the header puts it.
    pub(super) fn routines(
        &mut self,
        header: &Header<'a>,
        errors: &mut Vec<IsaError>,
    ) -> (Kernels, Functions) {
        let mismatch = |field, at: usize, found: u64, expected: usize| -> IsaError {
            DecodeError::new(
                at,
                DecodeErrorKind::Mismatch {
                    field,
                    found,
                    expected: expected as u64,
                },
            )
            .into()
        };
        // Where the next object should start. After a mismatch, reading goes on where the
        // header puts the object.
        let mut pos = self.r.offset();
        let mut kernels = Vec::with_capacity(header.kernels.len());
        for entry in &header.kernels {
            if entry.offset as usize != pos {
                errors.push(mismatch(
                    "offset",
                    entry.offset_at,
                    entry.offset.into(),
                    pos,
                ));
            }
            let object = self.object(entry);
            let object = object.map_err(|e| errors.push(e)).ok();
            pos = entry.offset as usize + entry.size as usize;
            let mut gen_binaries = Vec::with_capacity(entry.gen_binaries.len());
            for g in &entry.gen_binaries {
                if g.offset as usize != pos {
                    errors.push(mismatch(
                        "gen_binary.offset",
                        g.offset_at,
                        g.offset.into(),
                        pos,
                    ));
                    pos = g.offset as usize;
                }
                match self.file.get(pos..pos + g.size as usize) {
                    Some(bytes) => gen_binaries.push(GenBinary {
                        platform: g.platform,
                        bytes: bytes.to_vec(),
                    }),
                    None => errors.push(
                        DecodeError::new(
                            g.size_at,
                            DecodeErrorKind::CountTooLarge {
                                what: "GEN binary bytes",
                                count: u64::from(g.size),
                                max: self.file.len().saturating_sub(pos) as u64,
                            },
                        )
                        .into(),
                    ),
                }
                pos += g.size as usize;
            }
            if let Some(object) = object {
                kernels.push(ProgramKernel {
                    kernel: object.kernel,
                    gen_binaries,
                });
            }
        }
        let mut functions = Vec::with_capacity(header.functions.len());
        for entry in &header.functions {
            if entry.offset as usize != pos {
                errors.push(mismatch(
                    "offset",
                    entry.offset_at,
                    entry.offset.into(),
                    pos,
                ));
            }
            match self.object(entry) {
                Ok(object) => {
                    let (input_size, return_size) = object.sizes.unwrap_or_default();
                    functions.push((object.kernel, input_size, return_size));
                }
                Err(e) => errors.push(e),
            }
            pos = entry.offset as usize + entry.size as usize;
        }
        if pos != self.file.len() {
            errors.push(mismatch("file length", pos, self.file.len() as u64, pos));
        }
        (kernels, functions)
    }
}
