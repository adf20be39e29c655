//! Reading a whole kernel from IGC's vISA assembly text ([`Kernel::from_asm`]), as IGC's text
//! reader (CISA.l, CISA.y of 12504.6) reads a `.visaasm` file: the directives, the
//! declarations by name, and the instructions, whose operands name the declarations.

use core::cell::RefCell;
use core::fmt;
use std::collections::HashMap;

use super::decl::{Align, Attribute, AttributeValue, InputVar, Target};
use super::error::KernelError;
use super::limits::GRF_BYTES;
use super::naming::is_identifier;
use super::Kernel;
use crate::runtime::asm::{AsmContext, AsmCursor, AsmError, AsmErrorKind};
use crate::runtime::error::VariableTypes;
use crate::runtime::layout::Layout;
use crate::runtime::names::{LabelKind, NameClass, NameId, SamplerIndex, SurfaceIndex, VarId};
use crate::runtime::types::VisaType;
use crate::runtime::visit::OperandKind;
use crate::runtime::Instruction;
use crate::AnyInstruction;

/// Why a `.visaasm` text does not read into a [`Kernel`], at a line and column (both from 1;
/// columns count characters). Displays as `<line>:<column>: <message>`.
///
/// ```
/// use visa_isa::Kernel;
///
/// let e = Kernel::from_asm(".version 4.1\n.kernel \"k\"\n  bogus (M1, 1)\n").unwrap_err();
/// assert_eq!((e.line, e.column), (3, 3));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextError {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
    /// What is wrong.
    pub kind: TextErrorKind,
}

/// What is wrong in a [`TextError`].
///
/// ```
/// use visa_isa::{Kernel, TextErrorKind};
///
/// let e = Kernel::from_asm(".version 4.1\n").unwrap_err();
/// assert!(matches!(e.kind, TextErrorKind::Missing { .. }), "{e:?}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum TextErrorKind {
    /// Text that does not read: a directive, a declaration or an instruction (the
    /// instruction parser's own error).
    Syntax(AsmErrorKind),
    /// A name no declaration (or, for a label, no definition) gives.
    Undeclared {
        /// The name.
        name: String,
    },
    /// A construct of IGC's text the crate does not support.
    Unsupported {
        /// What it is.
        what: &'static str,
    },
    /// Something the text must have and does not (`.version`, `.kernel`).
    Missing {
        /// What.
        what: &'static str,
    },
    /// A declaration, input, attribute or instruction that reads, but that the kernel's
    /// checks reject.
    Rejected(KernelError),
}

impl TextError {
    /// Stable snake_case identifier: `syntax`, `undeclared`, `unsupported`, `missing`, or the
    /// rejecting [`KernelError::code`].
    ///
    /// ```
    /// let e = visa_isa::Kernel::from_asm(".version 4.1\n").unwrap_err();
    /// assert_eq!(e.code(), "missing");
    /// ```
    pub fn code(&self) -> &'static str {
        match &self.kind {
            TextErrorKind::Syntax(_) => "syntax",
            TextErrorKind::Undeclared { .. } => "undeclared",
            TextErrorKind::Unsupported { .. } => "unsupported",
            TextErrorKind::Missing { .. } => "missing",
            TextErrorKind::Rejected(e) => e.code(),
        }
    }
}

impl From<AsmError> for TextError {
    fn from(e: AsmError) -> Self {
        TextError {
            line: e.line,
            column: e.column,
            kind: TextErrorKind::Syntax(e.kind),
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.line, self.column)?;
        match &self.kind {
            TextErrorKind::Syntax(kind) => kind.fmt(f),
            TextErrorKind::Undeclared { name } => write!(f, "`{name}` is not declared"),
            TextErrorKind::Unsupported { what } => write!(f, "{what} are not supported"),
            TextErrorKind::Missing { what } => write!(f, "missing {what}"),
            TextErrorKind::Rejected(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TextError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            TextErrorKind::Rejected(e) => Some(e),
            _ => None,
        }
    }
}

impl Kernel {
    /// Reads a whole `.visaasm` text of one kernel, as IGC's text reader reads it: the inverse
    /// of [`to_asm`](Kernel::to_asm), so `Kernel::from_asm(&k.to_asm()) == k` for every
    /// kernel; GenX_IR's dumps read too.
    ///
    /// ```
    /// use visa_isa::{Kernel, NameClass};
    ///
    /// let text = "\
    /// .version 4.1
    /// .kernel \"copy\"
    /// .decl offsets v_type=G type=ud num_elts=8 align=GRF
    /// .decl texels v_type=G type=ud num_elts=32 align=GRF
    /// .decl buf v_type=T num_elts=1
    /// .input buf offset=32 size=4
    /// .kernel_attr Target=\"cm\"
    ///     gather4_typed.RGBA (M1, 8) buf offsets.0 %null.0 %null.0 %null.0 texels.0
    /// ";
    /// let kernel = Kernel::from_asm(text)?;
    /// assert_eq!(kernel.lookup_name("texels"), Some((NameClass::General, 33)));
    /// assert_eq!(Kernel::from_asm(&kernel.to_asm())?, kernel);
    ///
    /// let err = Kernel::from_asm(".version 4.1\n.kernel \"k\"\n    ret (M1, 1) V99\n").unwrap_err();
    /// assert_eq!((err.line, err.code()), (3, "syntax"));
    /// # Ok::<(), visa_isa::TextError>(())
    /// ```
    ///
    /// What it reads, line by line (CISA.y):
    ///
    /// - `.version 4.1`, first; then `.kernel "name"` (or a bare name), once;
    /// - `.decl NAME v_type=G type=T num_elts=N [align=A] [alias=<BASE, OFFSET>]`, and
    ///   `v_type=A`, `P` (`num_elts=N`), `S`, `T` (`num_elts=N [v_name=X]`): a declaration
    ///   named NAME, whose id is the next of its class, as [`declare_var_named`](Kernel::declare_var_named)
    ///   and the others make it. A sampler's or surface's name is its `v_name` when given
    ///   (the name in the string pool, as GenX_IR's dump prints it), and the text names it
    ///   by NAME. `align=` takes IGC's names (`byte` … `wordx64`, `2GRF`, `32word`,
    ///   `64word`) and byte counts. Each may end in ` attrs={A, B=3, C="s"}`
    ///   ([`add_decl_attribute`](Kernel::add_decl_attribute)), whose integers are 4 bytes as
    ///   IGC's reader stores them, or the sizes of the crate's `//.sizes N,…` after it;
    /// - `.input NAME [offset=N] [size=N]` (offset 0 and the declaration's size by default);
    /// - `.kernel_attr NAME[=VALUE]`: a flag, a `"string"`, or an integer of 4 bytes as IGC's
    ///   reader stores it (`Target="cm"` and `"3d"`: 1 byte); the crate's `//.size N` after
    ///   it gives another size, which [`to_asm`](Kernel::to_asm) prints when the size is
    ///   not that one. `.funcdecl` is informational and skipped;
    /// - labels: a definition `NAME:` at column 1 (IGC's lexer reads it only there) or
    ///   `.function "NAME"`. A label named as its id (`L5`) is that id, declared (with the
    ///   ids below it) where first used; a label of another name takes the next id where the
    ///   text first names it; its kind is what that use requires (a block if it says
    ///   nothing). The crate's `//.label NAME KIND` lines, which `to_asm` prints when the
    ///   instructions alone would not give the labels back, declare them first (so that ids,
    ///   kinds and unused labels survive);
    ///   the crate's `//.names fn1..fnN` declares the string-pool names;
    /// - every other line: one instruction, whose operands name declarations (`src.0`,
    ///   `dst(0,0)<1>`, `buf`, `(done)`) or ids (`V33`), and immediates in hexadecimal,
    ///   decimal or float form (`1.0:f`). The first instruction may share the line of the
    ///   last `.kernel_attr`, as GenX_IR 12504.6's dump prints it.
    ///
    /// Comments (`//`, `/* */`, the dump's ` /// $N`) and blank lines are skipped.
    /// Instructions are pushed through [`push`](Kernel::push) with type checks off, as
    /// [`from_isa`](Kernel::from_isa) does; the kernel returned has them on. Address-of byte
    /// offsets are read with 32-byte GRFs ([`from_asm_with_grf`](Kernel::from_asm_with_grf)
    /// for others).
    ///
    /// # Errors
    ///
    /// A [`TextError`] at the line and column of the first problem.
    pub fn from_asm(text: &str) -> Result<Kernel, TextError> {
        Self::from_asm_with_grf(text, GRF_BYTES)
    }

    /// [`from_asm`](Kernel::from_asm) for a platform of `grf_bytes`-byte GRFs (32 or 64),
    /// which address-of byte offsets (`&V101[40]`) depend on; the kernel prints with it.
    ///
    /// ```
    /// let text = ".version 4.1\n.kernel \"k\"\n";
    /// let kernel = visa_isa::Kernel::from_asm_with_grf(text, 64)?;
    /// assert_eq!(kernel.grf_bytes(), 64);
    /// # Ok::<(), visa_isa::TextError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_asm`](Kernel::from_asm); [`KernelError::UnsupportedGrfSize`] at line 1 for
    /// another size.
    pub fn from_asm_with_grf(text: &str, grf_bytes: u32) -> Result<Kernel, TextError> {
        Self::from_asm_all_errors(text, grf_bytes).map_err(|mut errors| errors.swap_remove(0))
    }

    /// [`from_asm_with_grf`](Kernel::from_asm_with_grf), going on after an error: every
    /// problem, in line order (the first is `from_asm`'s). The text is read line by line: a
    /// line with a problem is skipped and reading goes on with the next; a line that uses
    /// what a skipped line would have declared has a problem of its own (an unknown name).
    /// Reading stops only where nothing after can be read: before the `.version` and
    /// `.kernel` directives.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n.decl a v_type=Q type=ud num_elts=1\n\
    ///             bogus (M1, 1)\n.input b\n";
    /// let errors = Kernel::from_asm_all_errors(text, 32).unwrap_err();
    /// let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    /// assert_eq!(lines, [3, 4, 5]);
    /// assert_eq!(Kernel::from_asm(text).unwrap_err(), errors[0]);
    /// ```
    ///
    /// # Errors
    ///
    /// Every [`TextError`] found, as [`from_asm`](Kernel::from_asm) gives the first.
    pub fn from_asm_all_errors(text: &str, grf_bytes: u32) -> Result<Kernel, Vec<TextError>> {
        TextReader::new(text, grf_bytes).read()
    }

    /// [`from_asm_all_errors`](Kernel::from_asm_all_errors) of text in `layout` (IGC's
    /// printer of that layout), as [`from_asm_for`](Kernel::from_asm_for) reads it.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n";
    /// let kernel = Kernel::from_asm_all_errors_for(text, 32, Layout::Current).unwrap();
    /// assert_eq!(kernel.target_layout(), Layout::Current);
    /// ```
    ///
    /// # Errors
    ///
    /// Every [`TextError`] found.
    pub fn from_asm_all_errors_for(
        text: &str,
        grf_bytes: u32,
        layout: Layout,
    ) -> Result<Kernel, Vec<TextError>> {
        let mut reader = TextReader::new(text, grf_bytes);
        reader.layout = layout;
        reader.read()
    }

    /// [`from_asm_with_grf`](Kernel::from_asm_with_grf) of text in `layout` (IGC's printer
    /// of that layout: the paired surface after 3D_SAMPLE's Dst in [`Layout::Current`]); the
    /// kernel's [`target_layout`](Kernel::target_layout) is `layout`.
    ///
    /// # Errors
    ///
    /// As [`from_asm_with_grf`](Kernel::from_asm_with_grf).
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let text = Kernel::new("k")?.to_asm();
    /// let kernel = Kernel::from_asm_for(&text, 32, Layout::Current)?;
    /// assert_eq!(kernel.target_layout(), Layout::Current);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_asm_for(text: &str, grf_bytes: u32, layout: Layout) -> Result<Kernel, TextError> {
        let mut reader = TextReader::new(text, grf_bytes);
        reader.layout = layout;
        reader.read().map_err(|mut errors| errors.swap_remove(0))
    }
}

/// A declared name of the text: what NAME stands for in operands and `.input`.
type TextNames = HashMap<String, (NameClass, u32)>;

/// The reader's state.
struct TextReader<'t> {
    text: &'t str,
    grf_bytes: u32,
    /// The layout whose printer the text follows.
    layout: Layout,
    kernel: Option<Kernel>,
    /// The text's names of declarations (a sampler's or surface's `.decl` name, which its
    /// `v_name` may differ from).
    names: TextNames,
    /// Names defined as labels anywhere in the text.
    label_names: Vec<String>,
    /// Names placed by `.function` so far: a `NAME:` line after it is the same label, which
    /// IGC's printer prints twice and its reader skips (`CISA_create_label`).
    functions: Vec<String>,
    version: bool,
}

/// A line's text without its comment, and whether a `/* */` comment is still open after it.
fn strip_comment(line: &str, in_block: &mut bool) -> String {
    let mut out = String::new();
    let mut rest = line;
    loop {
        if *in_block {
            match rest.find("*/") {
                Some(end) => {
                    *in_block = false;
                    // Keep the columns: a comment becomes spaces.
                    out.extend(core::iter::repeat(' ').take(rest[..end + 2].chars().count()));
                    rest = &rest[end + 2..];
                }
                None => return out,
            }
        }
        let mut in_string = false;
        let mut cut = None;
        let bytes = rest.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' if in_string => i += 1,
                b'"' => in_string = !in_string,
                b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => {
                    cut = Some((i, false));
                    break;
                }
                b'/' if !in_string && bytes.get(i + 1) == Some(&b'*') => {
                    cut = Some((i, true));
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        match cut {
            None => {
                out.push_str(rest);
                return out;
            }
            Some((at, false)) => {
                out.push_str(&rest[..at]);
                return out;
            }
            Some((at, true)) => {
                out.push_str(&rest[..at]);
                out.push_str("  ");
                *in_block = true;
                rest = &rest[at + 2..];
            }
        }
    }
}

/// A label definition line (`NAME:` at column 1, nothing else): the name.
fn label_definition(line: &str) -> Option<&str> {
    let name = line.trim_end().strip_suffix(':')?;
    is_identifier(name).then_some(name)
}

/// `.function "NAME"` or `.function NAME`: the name.
fn function_directive(line: &str) -> Option<&str> {
    let rest = line.trim().strip_prefix(".function")?;
    let name = rest.trim();
    let name = name
        .strip_prefix('"')
        .and_then(|n| n.strip_suffix('"'))
        .unwrap_or(name);
    is_identifier(name).then_some(name)
}

/// The names and types the instruction parser reads operands with: the text's declarations
/// and the kernel's types; labels are made when first named.
struct Lookup<'a> {
    kernel: &'a Kernel,
    names: &'a TextNames,
    label_names: &'a [String],
    /// Labels named by this instruction and not declared yet, in order: the next ids.
    new_labels: RefCell<Vec<String>>,
}

impl VariableTypes for Lookup<'_> {
    fn type_of(&self, var: u32) -> Option<VisaType> {
        self.kernel.type_of(var)
    }

    fn id_of(&self, class: NameClass, name: &str) -> Option<u32> {
        if class == NameClass::Label {
            if let Some(id) = self.kernel.declared_label(name) {
                return Some(u32::from(id.0));
            }
            // A label's own name (`L5`) is its id, as the printer prints it; other names are
            // the next ids, in the order the text first names them.
            let own = name
                .strip_prefix('L')
                .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
            if own || !self.label_names.iter().any(|n| n == name) {
                return None;
            }
            let mut new = self.new_labels.borrow_mut();
            let index = match new.iter().position(|n| n == name) {
                Some(i) => i,
                None => {
                    new.push(name.to_owned());
                    new.len() - 1
                }
            };
            return Some((self.kernel.labels().len() + index) as u32);
        }
        match self.names.get(name) {
            Some(&(c, id)) if c == class => Some(id),
            _ => None,
        }
    }
}

impl<'t> TextReader<'t> {
    fn new(text: &'t str, grf_bytes: u32) -> Self {
        TextReader {
            text,
            grf_bytes,
            layout: Layout::default(),
            kernel: None,
            names: HashMap::new(),
            label_names: Vec::new(),
            functions: Vec::new(),
            version: false,
        }
    }

    fn read(mut self) -> Result<Kernel, Vec<TextError>> {
        // The names defined as labels, wherever they are (a jump may precede its label).
        let mut in_block = false;
        let lines: Vec<String> = self
            .text
            .lines()
            .map(|l| {
                // The crate's own comments are read; others are dropped.
                if l.starts_with("//.label ") || l.starts_with("//.names ") {
                    l.to_owned()
                } else {
                    strip_comment(l, &mut in_block)
                }
            })
            .collect();
        for l in &lines {
            if let Some(name) = label_definition(l).or_else(|| function_directive(l)) {
                self.label_names.push(name.to_owned());
            }
        }
        let mut errors = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            if let Err(e) = self.line(l, i + 1) {
                errors.push(e);
                // Before `.version` and `.kernel`, every line would say so again.
                if !self.version || self.kernel.is_none() {
                    return Err(errors);
                }
            }
        }
        let Some(mut kernel) = self.kernel.take() else {
            errors.push(TextError {
                line: lines.len().max(1),
                column: 1,
                kind: TextErrorKind::Missing {
                    what: "`.kernel` directive",
                },
            });
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        kernel.set_type_checks(true);
        Ok(kernel)
    }

    fn kernel(&mut self, at: &AsmCursor<'_>) -> Result<&mut Kernel, TextError> {
        let (line, column) = (at.line(), at.column());
        self.kernel.as_mut().ok_or(TextError {
            line,
            column,
            kind: TextErrorKind::Missing {
                what: "`.kernel` directive before this line",
            },
        })
    }

    fn line(&mut self, text: &str, line: usize) -> Result<(), TextError> {
        if text.trim().is_empty() {
            return Ok(());
        }
        let mut asm = AsmCursor::at(text, line, 1);
        if let Some(rest) = text.strip_prefix("//.label ") {
            let mut asm = AsmCursor::at(rest, line, 10);
            return self.label_line(&mut asm);
        }
        if let Some(rest) = text.strip_prefix("//.names ") {
            let mut asm = AsmCursor::at(rest, line, 10);
            asm.expect("fn1..fn", "`fn1..fn<N>`")?;
            let last = asm.unsigned("the last name's number", u64::from(u32::MAX))? as u32;
            asm.finish()?;
            let k = self.kernel(&asm)?;
            return k
                .declare_names_up_to(NameId(last))
                .map_err(|e| rejected(line, 1, e));
        }
        asm.skip_whitespace();
        if !self.version {
            if !asm.eat(".version") {
                return Err(TextError {
                    line,
                    column: asm.column(),
                    kind: TextErrorKind::Missing {
                        what: "`.version 4.1` before anything else",
                    },
                });
            }
            asm.skip_whitespace();
            let at = asm.clone();
            let major = asm.unsigned("a version such as `4.1`", 255)?;
            asm.expect(".", "`.` in the version")?;
            let minor = asm.unsigned("a minor version", 255)?;
            asm.finish()?;
            if (major, minor) != (4, 1) {
                return Err(TextError {
                    line,
                    column: at.column(),
                    kind: TextErrorKind::Unsupported {
                        what: "vISA versions other than 4.1",
                    },
                });
            }
            self.version = true;
            return Ok(());
        }
        if asm.rest().starts_with(".function") {
            if let Some(name) = function_directive(asm.rest()) {
                self.functions.push(name.to_owned());
            }
            return self.instruction(&mut asm);
        }
        if let Some(name) = label_definition(text) {
            if self.functions.iter().any(|f| f == name) {
                return Ok(());
            }
        }
        if asm.rest().starts_with('.') {
            return self.directive(&mut asm);
        }
        if asm.column() > 1 && label_definition(asm.rest()).is_some() {
            return Err(TextError {
                line,
                column: asm.column(),
                kind: TextErrorKind::Syntax(AsmErrorKind::Expected {
                    expected:
                        "a label definition at column 1 (IGC's lexer reads `NAME:` only there)",
                    found: asm.found(),
                }),
            });
        }
        self.instruction(&mut asm)
    }

    /// `//.label NAME KIND`.
    fn label_line(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), TextError> {
        let at = asm.clone();
        let name = ident(asm).to_owned();
        if name.is_empty() {
            return Err(at.expected("a label name").into());
        }
        asm.skip_whitespace();
        let kind = asm.lookup(
            "`block` or `subroutine`",
            |w| match w {
                "block" => Some(LabelKind::Block),
                "subroutine" => Some(LabelKind::Subroutine),
                _ => None,
            },
            |found| AsmErrorKind::UnknownValue {
                what: "label kind",
                found,
            },
        )?;
        asm.finish()?;
        let (line, column) = (at.line(), at.column());
        self.kernel(&at)?
            .declare_label_named(name, kind)
            .map_err(|e| rejected(line, column, e))?;
        Ok(())
    }

    fn directive(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), TextError> {
        let at = asm.clone();
        asm.expect(".", "a directive")?;
        let word = ident(asm);
        let (line, column) = (at.line(), at.column());
        let unsupported = |what| TextError {
            line,
            column,
            kind: TextErrorKind::Unsupported { what },
        };
        match word {
            "kernel" => {
                asm.skip_whitespace();
                let name_at = asm.clone();
                let name = string_or_ident(asm)?;
                asm.finish()?;
                if self.kernel.is_some() {
                    return Err(unsupported(
                        "several kernels in one text (a second `.kernel`)",
                    ));
                }
                let mut kernel = Kernel::new(name)
                    .map_err(|e| rejected(line, name_at.column(), e))?;
                kernel
                    .set_grf_bytes(self.grf_bytes)
                    .map_err(|e| rejected(line, 1, e))?;
                kernel.set_type_checks(false);
                kernel.layout = self.layout;
                self.kernel = Some(kernel);
                Ok(())
            }
            "decl" => self.decl(asm),
            "input" => self.input(asm),
            "kernel_attr" => self.attribute(asm),
            "funcdecl" => Ok(()),
            "global_function" => Err(unsupported("functions (`.global_function`)")),
            "parameter" => Err(unsupported("function parameters (`.parameter`)")),
            w if w.starts_with("implicit") => Err(unsupported("implicit inputs (`.implicit*`)")),
            _ => Err(TextError {
                line,
                column,
                kind: TextErrorKind::Syntax(AsmErrorKind::Expected {
                    expected: "a directive: `.kernel`, `.decl`, `.input`, `.kernel_attr`, `.function` or `.funcdecl`",
                    found: at.found(),
                }),
            }),
        }
    }

    /// `KEY=` with optional spaces around `=` (CISA.l `num_elts[ ]*=`).
    fn key(asm: &mut AsmCursor<'_>, key: &str, what: &'static str) -> Result<(), AsmError> {
        asm.skip_whitespace();
        asm.expect(key, what)?;
        asm.skip_whitespace();
        asm.expect("=", what)?;
        asm.skip_whitespace();
        Ok(())
    }

    /// Whether the text continues (after spaces) with `key`.
    fn has_key(asm: &AsmCursor<'_>, key: &str) -> bool {
        let mut probe = asm.clone();
        probe.skip_whitespace();
        probe.eat(key) && {
            probe.skip_whitespace();
            probe.peek() == Some('=')
        }
    }

    fn decl(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), TextError> {
        asm.skip_whitespace();
        let name_at = asm.clone();
        let name = ident(asm).to_owned();
        if !is_identifier(&name) {
            return Err(name_at
                .expected("a declaration name (an identifier)")
                .into());
        }
        let (line, column) = (name_at.line(), name_at.column());
        Self::key(asm, "v_type", "`v_type=`")?;
        let class = asm.lookup(
            "`G`, `A`, `P`, `S` or `T`",
            |w| match w {
                "G" => Some(NameClass::General),
                "A" => Some(NameClass::Address),
                "P" => Some(NameClass::Predicate),
                "S" => Some(NameClass::Sampler),
                "T" => Some(NameClass::Surface),
                _ => None,
            },
            |found| AsmErrorKind::UnknownValue {
                what: "variable class",
                found,
            },
        )?;
        let ty = if class == NameClass::General {
            Self::key(asm, "type", "`type=`")?;
            let ty_at = asm.clone();
            let word = ident(asm).to_ascii_lowercase();
            Some(
                VisaType::ALL
                    .iter()
                    .copied()
                    .find(|t| t.asm_name() == word)
                    .ok_or_else(|| ty_at.error(AsmErrorKind::UnknownType { found: word }))?,
            )
        } else {
            None
        };
        Self::key(asm, "num_elts", "`num_elts=`")?;
        let num_elements = asm.unsigned("an element count", u64::from(u16::MAX))? as u16;
        let mut align = Align::Byte;
        let mut alias = None;
        let mut v_name = None;
        if class == NameClass::General && Self::has_key(asm, "align") {
            Self::key(asm, "align", "`align=`")?;
            align = read_align(asm)?;
        }
        if class == NameClass::General && Self::has_key(asm, "alias") {
            Self::key(asm, "alias", "`alias=`")?;
            asm.expect("<", "`<` and the aliased variable")?;
            asm.skip_whitespace();
            let base_at = asm.clone();
            let base = ident(asm);
            let base_id = match self.names.get(base) {
                Some(&(NameClass::General, id)) => id,
                _ => {
                    return Err(TextError {
                        line,
                        column: base_at.column(),
                        kind: TextErrorKind::Undeclared {
                            name: base.to_owned(),
                        },
                    })
                }
            };
            asm.skip_whitespace();
            asm.expect(",", "`,` and the alias offset")?;
            asm.skip_whitespace();
            let offset = asm.unsigned("the alias offset", u64::from(u16::MAX))? as u16;
            asm.skip_whitespace();
            asm.expect(">", "`>` after the alias offset")?;
            alias = Some((VarId(base_id), offset));
        }
        if matches!(class, NameClass::Sampler | NameClass::Surface) && Self::has_key(asm, "v_name")
        {
            Self::key(asm, "v_name", "`v_name=`")?;
            let at = asm.clone();
            let v = ident(asm).to_owned();
            if v.is_empty() {
                return Err(at.expected("a name after `v_name=`").into());
            }
            v_name = Some(v);
        }
        let attributes = if Self::has_key(asm, "attrs") {
            Self::key(asm, "attrs", "`attrs=`")?;
            self.decl_attribute_list(asm, line)?
        } else {
            Vec::new()
        };
        asm.finish()?;
        if self.names.contains_key(&name) {
            return Err(rejected(line, column, KernelError::DuplicateName { name }));
        }
        let k = self.kernel(&name_at)?;
        let reject = |e| rejected(line, column, e);
        let id = match class {
            NameClass::General => {
                let ty = ty.unwrap_or(VisaType::Ud);
                match alias {
                    Some((base, offset)) => {
                        k.declare_alias_named(name.clone(), ty, num_elements, base, offset)
                            .map_err(reject)?
                            .0
                    }
                    None => {
                        k.declare_var_named(name.clone(), ty, num_elements, align)
                            .map_err(reject)?
                            .0
                    }
                }
            }
            NameClass::Address => u32::from(
                k.declare_address_named(name.clone(), num_elements)
                    .map_err(reject)?
                    .0,
            ),
            NameClass::Predicate => u32::from(
                k.declare_predicate_named(name.clone(), num_elements)
                    .map_err(reject)?
                    .0,
            ),
            NameClass::Sampler => u32::from(
                k.declare_sampler_named(v_name.unwrap_or_else(|| name.clone()), num_elements)
                    .map_err(reject)?
                    .0,
            ),
            _ => u32::from(
                k.declare_surface_named(v_name.unwrap_or_else(|| name.clone()), num_elements)
                    .map_err(reject)?
                    .0,
            ),
        };
        for (attribute, column) in attributes {
            k.add_decl_attribute(class, id, attribute)
                .map_err(|e| rejected(line, column, e))?;
        }
        self.names.insert(name, (class, id));
        Ok(())
    }

    /// A declaration's `{A, B=3, C="s"}` (CISA.y `GenAttrOpt`, `AttrOpt`, `OneAttr`), each
    /// attribute with its column; integers take the sizes of the crate's `//.sizes N,…`
    /// comment on line `line`, else 4 bytes, as IGC's reader stores them
    /// (`addAllVarAttributes`).
    fn decl_attribute_list(
        &self,
        asm: &mut AsmCursor<'_>,
        line: usize,
    ) -> Result<Vec<(Attribute, usize)>, TextError> {
        asm.expect("{", "`{` and the attributes")?;
        let mut sizes = self.decl_attribute_sizes(line).into_iter().flatten();
        let mut attributes = Vec::new();
        loop {
            asm.skip_whitespace();
            let at = asm.clone();
            let name = ident(asm).to_owned();
            if !is_identifier(&name) {
                return Err(at.expected("an attribute name").into());
            }
            asm.skip_whitespace();
            let value = if asm.eat("=") {
                asm.skip_whitespace();
                match attribute_value(asm, &name)? {
                    AttributeValue::Int { value, size } => AttributeValue::Int {
                        value,
                        size: sizes.next().unwrap_or(size),
                    },
                    value => value,
                }
            } else {
                AttributeValue::Flag
            };
            attributes.push((Attribute { name, value }, at.column()));
            asm.skip_whitespace();
            if !asm.eat(",") {
                asm.expect("}", "`,` or `}` after an attribute")?;
                return Ok(attributes);
            }
        }
    }

    /// The sizes of a `//.sizes N,…` comment on line `line` of the original text.
    fn decl_attribute_sizes(&self, line: usize) -> Option<Vec<u8>> {
        let text = self.text.lines().nth(line.checked_sub(1)?)?;
        let sizes = text.split("//.sizes ").nth(1)?;
        sizes
            .trim()
            .split(',')
            .map(|n| n.trim().parse().ok())
            .collect()
    }

    fn input(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), TextError> {
        asm.skip_whitespace();
        let at = asm.clone();
        let name = ident(asm).to_owned();
        let (line, column) = (at.line(), at.column());
        let var = match self.names.get(&name) {
            Some(&(NameClass::General, id)) => InputVar::General(VarId(id)),
            Some(&(NameClass::Sampler, id)) => InputVar::Sampler(SamplerIndex(id as u8)),
            Some(&(NameClass::Surface, id)) => InputVar::Surface(SurfaceIndex(id as u8)),
            _ => {
                return Err(TextError {
                    line,
                    column,
                    kind: TextErrorKind::Undeclared { name },
                })
            }
        };
        let mut offset = 0;
        if Self::has_key(asm, "offset") {
            Self::key(asm, "offset", "`offset=`")?;
            offset = asm.unsigned("an input offset", u64::from(u16::MAX))? as u16;
        }
        let k = self.kernel(&at)?;
        let size = if Self::has_key(asm, "size") {
            Self::key(asm, "size", "`size=`")?;
            asm.unsigned("an input size", u64::from(u16::MAX))? as u16
        } else {
            // CISA_eval_sizeof_decl: the declaration's size.
            let bytes = match var {
                InputVar::General(v) => k.var_decl(v).map_or(0, |d| d.bytes()),
                InputVar::Sampler(s) => k
                    .samplers()
                    .get(usize::from(s.0))
                    .map_or(0, |&n| 4 * u32::from(n)),
                InputVar::Surface(t) => k
                    .surfaces()
                    .get(usize::from(t.0).saturating_sub(6))
                    .map_or(0, |&n| 4 * u32::from(n)),
            };
            u16::try_from(bytes).unwrap_or(u16::MAX)
        };
        asm.finish()?;
        k.add_input(var, offset, size)
            .map_err(|e| rejected(line, column, e))
    }

    fn attribute(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), TextError> {
        asm.skip_whitespace();
        let at = asm.clone();
        let name = ident(asm).to_owned();
        if !is_identifier(&name) {
            return Err(at.expected("an attribute name").into());
        }
        let (line, column) = (at.line(), at.column());
        asm.skip_whitespace();
        let value = if asm.eat("=") {
            asm.skip_whitespace();
            if asm.is_at_end() {
                AttributeValue::Flag
            } else {
                attribute_value(asm, &name)?
            }
        } else {
            AttributeValue::Flag
        };
        // The crate's `//.size N`, a comment, is read from the line as written.
        let value = match (value, self.attribute_size(line)) {
            (AttributeValue::Int { value, .. }, Some(size)) => AttributeValue::Int { value, size },
            (value, _) => value,
        };
        self.kernel(&at)?
            .add_attribute(Attribute { name, value })
            .map_err(|e| rejected(line, column, e))?;
        // GenX_IR 12504.6 prints the first instruction on the last `.kernel_attr` line.
        asm.skip_whitespace();
        if asm.is_at_end() {
            Ok(())
        } else {
            self.instruction(asm)
        }
    }

    /// The `N` of a `//.size N` comment on line `line` of the original text.
    fn attribute_size(&self, line: usize) -> Option<u8> {
        let text = self.text.lines().nth(line.checked_sub(1)?)?;
        let size = text.split("//.size ").nth(1)?;
        size.trim().parse().ok()
    }

    fn instruction(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), TextError> {
        let start = asm.clone();
        let (line, column) = (start.line(), start.column());
        let kernel = self.kernel.as_mut().ok_or(TextError {
            line,
            column,
            kind: TextErrorKind::Missing {
                what: "`.kernel` directive before the instructions",
            },
        })?;
        let lookup = Lookup {
            kernel,
            names: &self.names,
            label_names: &self.label_names,
            new_labels: RefCell::new(Vec::new()),
        };
        let context = AsmContext::new(self.grf_bytes, &lookup).in_layout(self.layout);
        let mut cursor = start.clone().with_context(context);
        let inst: AnyInstruction = cursor.parse()?;
        cursor.finish()?;
        let new_labels = lookup.new_labels.into_inner();
        // The kinds the instruction requires of the labels it names first.
        let first_new = kernel.labels().len();
        let mut kinds = vec![LabelKind::Block; new_labels.len()];
        inst.for_each_operand(&mut |op| {
            if let OperandKind::Label(use_) = op.kind {
                if let Some(i) = usize::from(use_.label.0).checked_sub(first_new) {
                    if let (Some(slot), Some(kind)) = (kinds.get_mut(i), use_.kind) {
                        *slot = kind;
                    }
                }
            }
        });
        for (name, kind) in new_labels.into_iter().zip(kinds) {
            kernel
                .declare_label_named(name, kind)
                .map_err(|e| rejected(line, column, e))?;
        }
        // Ids named by their own names (`L3`, `fn2`) that nothing declared: declared up to
        // them, as GenX_IR's dump of a file names them without declarations (labels of the
        // kind the use requires, blocks before it).
        let mut declare = Ok(());
        inst.for_each_operand(&mut |op| {
            let done = match op.kind {
                OperandKind::Label(use_) if usize::from(use_.label.0) >= kernel.labels().len() => {
                    let kind = use_.kind.unwrap_or_default();
                    let last = use_.label;
                    kernel.declare_labels_up_to(last, |id| {
                        if id == last {
                            kind
                        } else {
                            LabelKind::Block
                        }
                    })
                }
                OperandKind::Name(n) if n.0 > kernel.names() => kernel.declare_names_up_to(n),
                _ => Ok(()),
            };
            if declare.is_ok() {
                declare = done;
            }
        });
        declare.map_err(|e| rejected(line, column, e))?;
        kernel.push(inst).map_err(|e| rejected(line, column, e))?;
        Ok(())
    }
}

/// An `align=` value (CISA.y `Align`, `ParseAlign`, `AlignBytesToVisaAlignment`).
fn read_align(asm: &mut AsmCursor<'_>) -> Result<Align, AsmError> {
    let at = asm.clone();
    let rest = asm.rest();
    let len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let word = &rest[..len];
    let align = match word {
        "byte" | "1" => Align::Byte,
        "word" | "2" => Align::Word,
        "dword" | "4" => Align::Dword,
        "qword" | "8" => Align::Qword,
        "oword" | "16" => Align::Oword,
        "GRF" => Align::Grf,
        "GRFx2" | "2GRF" => Align::TwoGrf,
        "hword" | "32" => Align::Hword,
        "wordx32" | "32word" | "64" => Align::Word32,
        "wordx64" | "64word" | "128" => Align::Word64,
        _ => {
            return Err(at.error(AsmErrorKind::UnknownValue {
                what: "alignment",
                found: word.to_owned(),
            }))
        }
    };
    let _ = ident(asm);
    Ok(align)
}

/// An identifier (CISA.l `IDENT`: letters, digits, `_`), possibly empty.
fn ident<'a>(asm: &mut AsmCursor<'a>) -> &'a str {
    let rest = asm.rest();
    let len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    asm.advance(len);
    &rest[..len]
}

/// A `"string"` literal with CISA.l's escapes, or an identifier.
fn string_or_ident(asm: &mut AsmCursor<'_>) -> Result<String, AsmError> {
    if asm.peek() == Some('"') {
        return string_literal(asm);
    }
    let at = asm.clone();
    let word = ident(asm);
    if word.is_empty() {
        return Err(at.expected("a name or a quoted string"));
    }
    Ok(word.to_owned())
}

/// An attribute's value after its `=` (CISA.y `OneAttr`, `DirectiveAttr`): a `"string"`
/// (`Target="cm"` and `"3d"` are 1-byte integers, an empty string a flag, as IGC stores them)
/// or an integer of 4 bytes.
fn attribute_value(asm: &mut AsmCursor<'_>, name: &str) -> Result<AttributeValue, AsmError> {
    if asm.peek() == Some('"') {
        let text = string_literal(asm)?;
        Ok(match (name, text.as_str()) {
            ("Target", "cm") => AttributeValue::Int {
                value: i32::from(Target::Cm.code()),
                size: 1,
            },
            ("Target", "3d") => AttributeValue::Int {
                value: i32::from(Target::ThreeD.code()),
                size: 1,
            },
            _ if text.is_empty() => AttributeValue::Flag,
            _ => AttributeValue::Str(text),
        })
    } else {
        let value = asm.signed(
            "an attribute value",
            i64::from(i32::MIN),
            i64::from(u32::MAX),
        )?;
        Ok(AttributeValue::Int {
            value: value as i32,
            size: 4,
        })
    }
}

/// A `"string"` literal with CISA.l's escapes: `\a \b \e \f \n \r \t \v \' \" \? \\`,
/// one to three decimal digits read as octal (CISA.l's own rule: `\101` is `A`), `\x` and
/// one or two hexadecimal digits; each gives one byte, and the bytes must be UTF-8. Another
/// escape is an error, as in CISA.l.
fn string_literal(asm: &mut AsmCursor<'_>) -> Result<String, AsmError> {
    asm.expect("\"", "a quoted string")?;
    let start = asm.clone();
    let rest = asm.rest().as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&b) = rest.get(i) {
        i += 1;
        match b {
            b'"' => {
                asm.advance(i);
                return String::from_utf8(out)
                    .map_err(|_| start.expected("a string literal whose bytes are UTF-8"));
            }
            b'\\' => {
                let Some(&e) = rest.get(i) else { break };
                i += 1;
                // Up to `max` digits of `radix`, each weighing `weight` (CISA.l reads decimal
                // digits with an octal weight); the value's low byte, as CISA.l keeps it.
                let digits = |i: &mut usize, radix: u32, weight: u32, max: usize| {
                    let mut value = 0u32;
                    let mut n = 0;
                    while n < max {
                        let Some(d) = rest.get(*i).and_then(|&c| (c as char).to_digit(radix))
                        else {
                            break;
                        };
                        value = value * weight + d;
                        *i += 1;
                        n += 1;
                    }
                    (n > 0).then_some(value as u8)
                };
                out.push(match e {
                    b'a' => 0x07,
                    b'b' => 0x08,
                    b'e' => 0x1b,
                    b'f' => 0x0c,
                    b'n' => b'\n',
                    b'r' => b'\r',
                    b't' => b'\t',
                    b'v' => 0x0b,
                    b'\'' | b'"' | b'?' | b'\\' => e,
                    b'0'..=b'9' => {
                        i -= 1;
                        digits(&mut i, 10, 8, 3).unwrap_or(0)
                    }
                    b'x' => match digits(&mut i, 16, 16, 2) {
                        Some(byte) => byte,
                        None => {
                            return Err(start.expected("hexadecimal digits after `\\x`"));
                        }
                    },
                    _ => return Err(start.expected("a known escape sequence (CISA.l)")),
                });
            }
            b => out.push(b),
        }
    }
    Err(asm.expected("the closing `\"` of the string"))
}

/// A kernel error at a line and column.
fn rejected(line: usize, column: usize, error: KernelError) -> TextError {
    TextError {
        line,
        column,
        kind: TextErrorKind::Rejected(error),
    }
}
