//! The byte layout a vISA 4.1 file is written in: IGC's readers of December 2022 (GenX_IR
//! 1.0.12504.6) and of today (HEAD 98fff7164) read some opcodes' operands differently, and
//! the files say nothing about it (both are version 4.1; `docs/head-layout.md`).
//!
//! Core layer: a value the binary and text layers carry ([`Sink::layout`],
//! `ByteReader::layout`, `AsmContext::layout`) and the generated code matches on.
//!
//! [`Sink::layout`]: crate::Sink::layout

use core::fmt;
use core::str::FromStr;

/// A byte layout of vISA 4.1 files: which IGC reader the bytes are for.
///
/// The layouts differ only in the operands some opcodes carry (the errata with a `layout`,
/// each citing IGC's `ByteCodeReaderNG.cpp`): in [`Current`](Layout::Current), 3D_SAMPLE,
/// 3D_LOAD and 3D_SAMPLE4 carry a paired-surface raw operand after `Dst`, LSC_UNTYPED a
/// 4-byte surface-state index after `Surface`, LSC_TYPED that index and an offset after each
/// of U, V and R, IFCALL a modifier byte, and DPAS and DPASW a predicate. A kernel with none
/// of them has the same bytes in both. The members that exist in one layout only are `Option`s, absent in the
/// other one.
///
/// The default is [`Igc2022`](Layout::Igc2022): it is the layout of the only IGC that reads
/// *and compiles* `.isa` files and that users can install (`GenX_IR` of Debian's and
/// Ubuntu's `libigc-tools`, 1.0.12504.6; upstream's `GenX_IR` stopped reading `.isa` files in
/// August 2023), and the one the whole conformance run checks.
///
/// ```
/// use visa_isa::Layout;
///
/// assert_eq!(Layout::default(), Layout::Igc2022);
/// assert_eq!("current".parse::<Layout>(), Ok(Layout::Current));
/// assert_eq!(Layout::Current.to_string(), "current");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Layout {
    /// The layout IGC 1.0.12504.6 (December 2022) reads and writes: Debian's `GenX_IR`.
    #[default]
    Igc2022,
    /// The layout IGC's reader reads today (IGC 98fff7164, the commit of the crate's docs;
    /// the change came in 2024 without a version bump): `GenX_IR-head`.
    Current,
}

impl Layout {
    /// Every layout, the default first.
    ///
    /// ```
    /// use visa_isa::Layout;
    ///
    /// assert_eq!(Layout::ALL[0], Layout::default());
    /// assert!(Layout::ALL.contains(&Layout::Current));
    /// ```
    pub const ALL: &'static [Layout] = &[Layout::Igc2022, Layout::Current];

    /// The name [`FromStr`] reads and `Display` prints (`igc2022`, `current`).
    ///
    /// ```
    /// use visa_isa::Layout;
    ///
    /// assert_eq!(Layout::Current.name(), "current");
    /// assert_eq!(Layout::Igc2022.name().parse::<Layout>(), Ok(Layout::Igc2022));
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Igc2022 => "igc2022",
            Layout::Current => "current",
        }
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A layout name [`Layout::from_str`] does not know.
///
/// ```
/// use visa_isa::Layout;
///
/// let error = "2024".parse::<Layout>().unwrap_err();
/// assert_eq!(error.found, "2024");
/// assert!(error.to_string().contains("expected `igc2022` or `current`"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLayoutError {
    /// The text given.
    pub found: String,
}

impl fmt::Display for ParseLayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown vISA layout `{}` (expected `igc2022` or `current`)",
            self.found
        )
    }
}

impl std::error::Error for ParseLayoutError {}

impl FromStr for Layout {
    type Err = ParseLayoutError;

    /// Reads [`name`](Layout::name); `2022` and `head` are accepted too.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "igc2022" | "2022" => Ok(Layout::Igc2022),
            "current" | "head" => Ok(Layout::Current),
            _ => Err(ParseLayoutError {
                found: text.to_string(),
            }),
        }
    }
}
