//! What a kernel declares: variable alignment and declarations, inputs and attributes. (The
//! ids declarations return are the runtime's, [`crate::runtime::names`].)

use core::fmt;

use crate::runtime::names::{SamplerIndex, SurfaceIndex, VarId};
use crate::runtime::types::{type_bytes, VisaType};

/// The minimum alignment of a general variable: bits `[7:4]` of `bit_properties`
/// (`4_visa_header.md`, alignment table; spellings as GenX_IR 12504.6 prints them).
///
/// ```
/// use visa_isa::Align;
///
/// assert_eq!(Align::Grf.bytes(), 32);
/// assert_eq!(Align::from_code(Align::Dword.code()), Some(Align::Dword));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Align {
    /// 1 byte, no alignment (code 0); printed without `align=`.
    #[default]
    Byte,
    /// 2 bytes (code 1), `align=word`.
    Word,
    /// 4 bytes (code 2), `align=dword`.
    Dword,
    /// 8 bytes (code 3), `align=qword`.
    Qword,
    /// 16 bytes (code 4), `align=oword`.
    Oword,
    /// One GRF, 32 bytes (code 5), `align=GRF`.
    Grf,
    /// Two GRFs, 64 bytes (code 6), `align=GRFx2`.
    TwoGrf,
    /// 32 bytes (code 7), `align=hword`.
    Hword,
    /// 64 bytes (code 8), `align=wordx32`.
    Word32,
    /// 128 bytes (code 9), `align=wordx64`.
    Word64,
}

impl Align {
    /// Every alignment, in code order.
    ///
    /// ```
    /// use visa_isa::Align;
    ///
    /// assert_eq!(Align::ALL[0], Align::Byte);
    /// assert!(Align::ALL.windows(2).all(|w| w[0].code() < w[1].code()));
    /// ```
    pub const ALL: [Align; 10] = [
        Align::Byte,
        Align::Word,
        Align::Dword,
        Align::Qword,
        Align::Oword,
        Align::Grf,
        Align::TwoGrf,
        Align::Hword,
        Align::Word32,
        Align::Word64,
    ];

    /// The 4-bit code stored in bits `[7:4]` of `bit_properties`.
    ///
    /// ```
    /// assert_eq!(visa_isa::Align::Byte.code(), 0);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        match self {
            Align::Byte => 0,
            Align::Word => 1,
            Align::Dword => 2,
            Align::Qword => 3,
            Align::Oword => 4,
            Align::Grf => 5,
            Align::TwoGrf => 6,
            Align::Hword => 7,
            Align::Word32 => 8,
            Align::Word64 => 9,
        }
    }

    /// The alignment with that code; `None` for 10 and above.
    ///
    /// ```
    /// use visa_isa::Align;
    ///
    /// assert_eq!(Align::from_code(0), Some(Align::Byte));
    /// assert_eq!(Align::from_code(10), None);
    /// ```
    #[inline]
    pub const fn from_code(code: u8) -> Option<Self> {
        if (code as usize) < Self::ALL.len() {
            Some(Self::ALL[code as usize])
        } else {
            None
        }
    }

    /// The alignment in bytes.
    ///
    /// ```
    /// use visa_isa::Align;
    ///
    /// assert_eq!(Align::Byte.bytes(), 1);
    /// assert_eq!(Align::Dword.bytes(), 4);
    /// ```
    #[inline]
    pub const fn bytes(self) -> u32 {
        match self {
            Align::Byte => 1,
            Align::Word => 2,
            Align::Dword => 4,
            Align::Qword => 8,
            Align::Oword => 16,
            Align::Grf | Align::Hword => 32,
            Align::TwoGrf | Align::Word32 => 64,
            Align::Word64 => 128,
        }
    }

    /// The `align=` spelling of GenX_IR's dump; `None` for [`Align::Byte`], which it does
    /// not print.
    ///
    /// ```
    /// use visa_isa::Align;
    ///
    /// assert_eq!(Align::Grf.asm_name(), Some("GRF"));
    /// assert_eq!(Align::Byte.asm_name(), None);
    /// ```
    #[inline]
    pub const fn asm_name(self) -> Option<&'static str> {
        match self {
            Align::Byte => None,
            Align::Word => Some("word"),
            Align::Dword => Some("dword"),
            Align::Qword => Some("qword"),
            Align::Oword => Some("oword"),
            Align::Grf => Some("GRF"),
            Align::TwoGrf => Some("GRFx2"),
            Align::Hword => Some("hword"),
            Align::Word32 => Some("wordx32"),
            Align::Word64 => Some("wordx64"),
        }
    }
}

/// A general variable's declaration.
///
/// ```
/// use visa_isa::{Align, Kernel, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::F, 8, Align::Grf)?;
/// let decl = kernel.var_decl(v).unwrap();
/// assert_eq!((decl.ty, decl.num_elements, decl.align), (VisaType::F, 8, Align::Grf));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VarDecl {
    /// Element type.
    pub ty: VisaType,
    /// Number of elements.
    pub num_elements: u16,
    /// Alignment ([`Align::Byte`] for aliases).
    pub align: Align,
    /// The base variable and byte offset, for an alias.
    pub alias: Option<(VarId, u16)>,
}

impl VarDecl {
    /// Size in bytes: elements × element size.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var(VisaType::Uw, 8, Align::Grf)?;
    /// assert_eq!(kernel.var_decl(v).unwrap().bytes(), 16);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub const fn bytes(&self) -> u32 {
        self.num_elements as u32 * type_bytes(self.ty)
    }
}

/// The variable an input names.
///
/// ```
/// use visa_isa::{InputVar, SurfaceIndex, VarId};
///
/// assert_eq!(InputVar::from(VarId(32)), InputVar::General(VarId(32)));
/// assert_eq!(InputVar::Surface(SurfaceIndex(6)).id(), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum InputVar {
    /// A general variable (kind 0).
    General(VarId),
    /// A sampler (kind 1).
    Sampler(SamplerIndex),
    /// A surface (kind 2).
    Surface(SurfaceIndex),
}

impl InputVar {
    /// The `kind` byte: category in bits `[1:0]`, provenance (bits `[7:3]`) 0.
    ///
    /// ```
    /// use visa_isa::{InputVar, SamplerIndex, SurfaceIndex, VarId};
    ///
    /// assert_eq!(InputVar::General(VarId(32)).kind(), 0);
    /// assert_eq!(InputVar::Sampler(SamplerIndex(0)).kind(), 1);
    /// assert_eq!(InputVar::Surface(SurfaceIndex(6)).kind(), 2);
    /// ```
    #[inline]
    pub const fn kind(self) -> u8 {
        match self {
            InputVar::General(_) => 0,
            InputVar::Sampler(_) => 1,
            InputVar::Surface(_) => 2,
        }
    }

    /// The `id` field: the variable id, the sampler id or the surface id (T6 is 6).
    ///
    /// ```
    /// use visa_isa::{InputVar, VarId};
    ///
    /// assert_eq!(InputVar::General(VarId(33)).id(), 33);
    /// ```
    #[inline]
    pub const fn id(self) -> u32 {
        match self {
            InputVar::General(v) => v.0,
            InputVar::Sampler(s) => s.0 as u32,
            InputVar::Surface(t) => t.0 as u32,
        }
    }
}

impl From<VarId> for InputVar {
    #[inline]
    fn from(v: VarId) -> Self {
        InputVar::General(v)
    }
}

impl From<SamplerIndex> for InputVar {
    #[inline]
    fn from(s: SamplerIndex) -> Self {
        InputVar::Sampler(s)
    }
}

impl From<SurfaceIndex> for InputVar {
    #[inline]
    fn from(t: SurfaceIndex) -> Self {
        InputVar::Surface(t)
    }
}

impl fmt::Display for InputVar {
    /// `V32`, `S0`, `T6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputVar::General(v) => v.fmt(f),
            InputVar::Sampler(s) => s.fmt(f),
            InputVar::Surface(t) => t.fmt(f),
        }
    }
}

/// A kernel input (`input_info`): where the runtime places a variable in the GRF file.
///
/// ```
/// use visa_isa::{Align, InputVar, Kernel, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// let v = kernel.declare_var(VisaType::Ud, 8, Align::Grf)?;
/// kernel.add_input(v, 32, 32)?;
/// let input = kernel.inputs()[0];
/// assert_eq!((input.var, input.offset, input.size), (InputVar::General(v), 32, 32));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Input {
    /// The variable.
    pub var: InputVar,
    /// Byte offset in the GRF file.
    pub offset: u16,
    /// Size in bytes.
    pub size: u16,
}

/// The value of an attribute (`attribute_info`).
///
/// ```
/// use visa_isa::{Attribute, AttributeValue};
///
/// assert_eq!(Attribute::flag("NoBarrier").value, AttributeValue::Flag);
/// assert_eq!(Attribute::int("SLMSize", 2, 1).value, AttributeValue::Int { value: 2, size: 1 });
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AttributeValue {
    /// No value (size 0): a boolean attribute, printed as its bare name.
    Flag,
    /// An integer of `size` bytes (1..=4), little-endian; GenX_IR reads it sign-extended,
    /// so `value` must fit `size` bytes as a signed integer.
    Int {
        /// The value.
        value: i32,
        /// Its size in bytes.
        size: u8,
    },
    /// A string value (not NUL-terminated), printed in quotes.
    Str(String),
}

/// A kernel attribute, `.kernel_attr <name>[=<value>]`.
///
/// ```
/// use visa_isa::{Attribute, Kernel, Target};
///
/// let mut kernel = Kernel::new("k")?;
/// kernel.add_attribute(Attribute::target(Target::Cm))?;
/// assert_eq!(kernel.attributes()[0].name, "Target");
/// assert!(kernel.to_asm().contains(".kernel_attr Target=\"cm\""));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Attribute {
    /// Attribute name, e.g. `Target`, `SLMSize`.
    pub name: String,
    /// Its value.
    pub value: AttributeValue,
}

/// The values of the `Target` attribute that GenX_IR 12504.6 names (`4_visa_header.md`:
/// 0 CM, 1 IGC).
///
/// ```
/// use visa_isa::Target;
///
/// assert_eq!((Target::Cm.code(), Target::Cm.asm_name()), (0, "cm"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Target {
    /// 0, printed `Target="cm"`.
    Cm,
    /// 1 (the doc's "IGC"), printed `Target="3d"`; GenX_IR's dump shows this value when a
    /// kernel has no `Target` attribute.
    ThreeD,
}

impl Target {
    /// The attribute's value byte.
    ///
    /// ```
    /// assert_eq!(visa_isa::Target::Cm.code(), 0);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        match self {
            Target::Cm => 0,
            Target::ThreeD => 1,
        }
    }

    /// The quoted spelling of GenX_IR's dump.
    ///
    /// ```
    /// assert_eq!(visa_isa::Target::Cm.asm_name(), "cm");
    /// ```
    #[inline]
    pub const fn asm_name(self) -> &'static str {
        match self {
            Target::Cm => "cm",
            Target::ThreeD => "3d",
        }
    }
}

impl Attribute {
    /// The attributes whose value is a string (`4_visa_header.md`: `OutputAsmPath`, whose name
    /// the doc gives as `AsmName`).
    ///
    /// Why the reader needs the list: an `attribute_info` holds a size and raw bytes, not the
    /// value's kind. [`Kernel::from_isa`](super::Kernel::from_isa) reads a value of 0 bytes as
    /// a flag, one of these names as a string, 1 to 4 bytes as an integer, and more as a
    /// string; [`Kernel::add_attribute`](super::Kernel::add_attribute) refuses the values that
    /// would read back otherwise.
    ///
    /// ```
    /// use visa_isa::Attribute;
    ///
    /// assert!(Attribute::STRING_NAMES.contains(&"OutputAsmPath"));
    /// ```
    pub const STRING_NAMES: &'static [&'static str] = &["AsmName", "OutputAsmPath"];

    /// Whether `name` is one of [`STRING_NAMES`](Attribute::STRING_NAMES).
    ///
    /// ```
    /// use visa_isa::Attribute;
    ///
    /// assert!(Attribute::is_string_name("AsmName"));
    /// assert!(!Attribute::is_string_name("Target"));
    /// ```
    #[inline]
    pub fn is_string_name(name: &str) -> bool {
        Self::STRING_NAMES.contains(&name)
    }

    /// `Target`, one byte.
    ///
    /// ```
    /// use visa_isa::{Attribute, AttributeValue, Target};
    ///
    /// let a = Attribute::target(Target::Cm);
    /// assert_eq!((a.name.as_str(), a.value), ("Target", AttributeValue::Int { value: 0, size: 1 }));
    /// ```
    #[inline]
    pub fn target(target: Target) -> Self {
        Attribute::int("Target", i32::from(target.code()), 1)
    }

    /// An integer attribute of `size` bytes, e.g. `Attribute::int("SLMSize", 2, 1)`.
    ///
    /// ```
    /// use visa_isa::{Attribute, AttributeValue};
    ///
    /// let a = Attribute::int("SLMSize", 2, 1);
    /// assert_eq!(a.value, AttributeValue::Int { value: 2, size: 1 });
    /// ```
    #[inline]
    pub fn int(name: impl Into<String>, value: i32, size: u8) -> Self {
        Attribute {
            name: name.into(),
            value: AttributeValue::Int { value, size },
        }
    }

    /// A boolean attribute (no value), e.g. `NoBarrier`.
    ///
    /// ```
    /// use visa_isa::{Attribute, AttributeValue};
    ///
    /// assert_eq!(Attribute::flag("NoBarrier").value, AttributeValue::Flag);
    /// ```
    #[inline]
    pub fn flag(name: impl Into<String>) -> Self {
        Attribute {
            name: name.into(),
            value: AttributeValue::Flag,
        }
    }

    /// A string attribute. Note that GenX_IR names its dump after `OutputAsmPath` and
    /// `AsmName` values instead of `.visaasm`.
    ///
    /// ```
    /// use visa_isa::{Attribute, AttributeValue};
    ///
    /// let a = Attribute::string("AsmName", "k.asm");
    /// assert_eq!(a.value, AttributeValue::Str("k.asm".into()));
    /// ```
    #[inline]
    pub fn string(name: impl Into<String>, value: impl Into<String>) -> Self {
        Attribute {
            name: name.into(),
            value: AttributeValue::Str(value.into()),
        }
    }

    /// The value bytes written after the size byte.
    pub(super) fn value_bytes(&self) -> Vec<u8> {
        match &self.value {
            AttributeValue::Flag => Vec::new(),
            AttributeValue::Int { value, size } => {
                value.to_le_bytes()[..usize::from(*size)].to_vec()
            }
            AttributeValue::Str(s) => s.as_bytes().to_vec(),
        }
    }
}

impl fmt::Display for Attribute {
    /// GenX_IR's form after `.kernel_attr `: `Target="cm"`, `SLMSize=2`, `NoBarrier`,
    /// `AsmName="k.asm"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.value {
            AttributeValue::Flag => f.write_str(&self.name),
            AttributeValue::Int { value, size: 1 } if self.name == "Target" => match *value {
                0 => write!(f, "Target=\"{}\"", Target::Cm.asm_name()),
                1 => write!(f, "Target=\"{}\"", Target::ThreeD.asm_name()),
                v => write!(f, "Target={v}"),
            },
            AttributeValue::Int { value, .. } => write!(f, "{}={value}", self.name),
            AttributeValue::Str(s) => {
                write!(f, "{}=", self.name)?;
                write_string_literal(f, s)
            }
        }
    }
}

/// `s` quoted as IGC prints a string (IsaDisassembly.cpp `encodeStringLiteral`): `\\`, `\'`,
/// `\"` and the control characters' escapes, printable ASCII as is, any other byte as `\xNN`;
/// what the text reader's string literals (CISA.l) read back.
fn write_string_literal(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("\"")?;
    for &b in s.as_bytes() {
        match b {
            0x07 => f.write_str("\\a")?,
            0x08 => f.write_str("\\b")?,
            0x1b => f.write_str("\\e")?,
            0x0c => f.write_str("\\f")?,
            b'\n' => f.write_str("\\n")?,
            b'\r' => f.write_str("\\r")?,
            b'\t' => f.write_str("\\t")?,
            0x0b => f.write_str("\\v")?,
            b'\'' | b'"' | b'\\' => write!(f, "\\{}", char::from(b))?,
            b' '..=b'~' => write!(f, "{}", char::from(b))?,
            _ => write!(f, "\\x{b:02x}")?,
        }
    }
    f.write_str("\"")
}

/// A class of declaration, for [`KernelError`](super::KernelError)s about counts and element counts.
///
/// ```
/// use visa_isa::{Align, DeclClass, Kernel, KernelError, VarId, VisaType};
///
/// let mut kernel = Kernel::new("k")?;
/// // Ids below 32 are predefined: no general variable can be declared up to V5.
/// match kernel.declare_vars_up_to(VarId(5), VisaType::F, 1, Align::Dword) {
///     Err(KernelError::TooMany { class, .. }) => assert_eq!(class, DeclClass::General),
///     other => panic!("{other:?}"),
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DeclClass {
    /// General variables.
    General,
    /// Address variables.
    Address,
    /// Predicate variables.
    Predicate,
    /// Labels.
    Label,
    /// String-pool names (`fn<N>`).
    Name,
    /// Samplers.
    Sampler,
    /// Surfaces.
    Surface,
    /// Kernel inputs.
    Input,
    /// Kernel attributes.
    Attribute,
}

impl DeclClass {
    /// Lower-case name, for messages.
    ///
    /// ```
    /// assert_eq!(visa_isa::DeclClass::Predicate.name(), "predicate");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            DeclClass::General => "general variable",
            DeclClass::Address => "address variable",
            DeclClass::Predicate => "predicate",
            DeclClass::Label => "label",
            DeclClass::Name => "name",
            DeclClass::Sampler => "sampler",
            DeclClass::Surface => "surface",
            DeclClass::Input => "input",
            DeclClass::Attribute => "attribute",
        }
    }
}

impl fmt::Display for DeclClass {
    /// [`name`](DeclClass::name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
