//! The opcodes a build left out: [`OmittedOpcode`], the items of the generated
//! `OMITTED_OPCODES`.
//!
//! build.rs leaves out an opcode whose spec (or an erratum for it) has an error, so that one
//! broken document does not break the build; the rest of the crate is generated as usual and
//! nothing in it refers to the opcode. `VISA_ISA_STRICT=1` makes such an error fail the build
//! instead.

use std::fmt;

/// An opcode left out of this build, with the first error about it.
///
/// `visa-isa-codegen check <spec folder>` lists every diagnostic of the specs.
///
/// ```
/// // The seed build leaves nothing out; a build from a folder with a broken spec lists it.
/// for omitted in visa_isa::OMITTED_OPCODES {
///     assert!(!omitted.message.is_empty() && omitted.source.ends_with(".md"));
/// }
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OmittedOpcode {
    /// The opcode's name (`FENCE`), or the spec file's name without `.md` when the spec could
    /// not be read as far as its name. A sub-opcode family header (`SVM`) is listed too: its
    /// members are then built without it.
    pub name: &'static str,
    /// The spec file (`FENCE.md`).
    pub source: &'static str,
    /// The file of the first error: the spec file, or the errata file whose entry does not
    /// apply.
    pub file: &'static str,
    /// The line of the first error (0: the file as a whole).
    pub line: u32,
    /// What the first error says.
    pub message: &'static str,
}

impl fmt::Display for OmittedOpcode {
    /// `FILE:LINE: NAME left out: MESSAGE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {} left out: {}",
            self.file, self.line, self.name, self.message
        )
    }
}
