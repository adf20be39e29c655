//! VISA data types, regions and operand modifiers (`visa-binary-format.md` §2.6).

use core::fmt;

/// A VISA element type, as stored in the 4-bit type fields of the binary.
///
/// Why an enum: every binary type field (immediate type byte, indirect type byte, declaration
/// `bit_properties`) is 4 bits wide, so exactly these sixteen codes exist in vISA 4.1
/// (reference §2.6, "VISA type codes"). HEAD's later types (TF32, HF8, BF8, E2M1) cannot be
/// expressed and are deliberately absent.
///
/// Serde uses IGC's lower-case assembly spelling (`"ud"`, `"hf"`, ...).
///
/// ```
/// use visa_isa::VisaType;
///
/// assert_eq!(VisaType::from_code(VisaType::Hf.code()), Some(VisaType::Hf));
/// assert_eq!(VisaType::Hf.to_string(), "hf");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum VisaType {
    /// Unsigned 32-bit integer (code 0).
    Ud = 0,
    /// Signed 32-bit integer (code 1).
    D = 1,
    /// Unsigned 16-bit integer (code 2).
    Uw = 2,
    /// Signed 16-bit integer (code 3).
    W = 3,
    /// Unsigned 8-bit integer (code 4).
    Ub = 4,
    /// Signed 8-bit integer (code 5).
    B = 5,
    /// 64-bit float (code 6); immediates of this type take 8 bytes.
    Df = 6,
    /// 32-bit float (code 7).
    F = 7,
    /// Packed vector of eight signed 4-bit integers (code 8).
    V = 8,
    /// Packed vector of four 8-bit restricted floats (code 9).
    Vf = 9,
    /// Boolean (code 10); never allowed for an immediate (reference §5.1).
    Bool = 10,
    /// Unsigned 64-bit integer (code 11); immediates of this type take 8 bytes.
    Uq = 11,
    /// Packed vector of eight unsigned 4-bit integers (code 12).
    Uv = 12,
    /// Signed 64-bit integer (code 13); immediates of this type take 8 bytes.
    Q = 13,
    /// 16-bit IEEE half float (code 14).
    Hf = 14,
    /// 16-bit bfloat (code 15).
    Bf = 15,
}

impl VisaType {
    /// Every type, in code order. Useful for "any type" allow-lists.
    ///
    /// ```
    /// use visa_isa::VisaType;
    ///
    /// assert_eq!(VisaType::ALL.len(), 16);
    /// assert!(VisaType::ALL.iter().enumerate().all(|(i, t)| usize::from(t.code()) == i));
    /// ```
    pub const ALL: [VisaType; 16] = [
        VisaType::Ud,
        VisaType::D,
        VisaType::Uw,
        VisaType::W,
        VisaType::Ub,
        VisaType::B,
        VisaType::Df,
        VisaType::F,
        VisaType::V,
        VisaType::Vf,
        VisaType::Bool,
        VisaType::Uq,
        VisaType::Uv,
        VisaType::Q,
        VisaType::Hf,
        VisaType::Bf,
    ];

    /// The 4-bit binary code (reference §2.6).
    ///
    /// ```
    /// assert_eq!(visa_isa::VisaType::F.code(), 7);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// Decodes a binary type code; `None` unless `code` is exactly 0..=15.
    ///
    /// The reader masks type bytes with `& 0xF` (reference §2.6), but a writer only ever
    /// produces 0..=15, so higher values are treated as malformed rather than silently masked.
    ///
    /// ```
    /// use visa_isa::VisaType;
    ///
    /// assert_eq!(VisaType::from_code(0), Some(VisaType::Ud));
    /// assert_eq!(VisaType::from_code(16), None);
    /// ```
    #[inline]
    pub fn from_code(code: u8) -> Option<Self> {
        Self::ALL.get(usize::from(code)).copied()
    }

    /// The spelling IGC's printer uses in assembly text, e.g. the `uw` of `0x0:uw`
    /// (reference §6.1).
    ///
    /// ```
    /// assert_eq!(visa_isa::VisaType::Uw.asm_name(), "uw");
    /// ```
    #[inline]
    pub const fn asm_name(self) -> &'static str {
        match self {
            VisaType::Ud => "ud",
            VisaType::D => "d",
            VisaType::Uw => "uw",
            VisaType::W => "w",
            VisaType::Ub => "ub",
            VisaType::B => "b",
            VisaType::Df => "df",
            VisaType::F => "f",
            VisaType::V => "v",
            VisaType::Vf => "vf",
            VisaType::Bool => "bool",
            VisaType::Uq => "uq",
            VisaType::Uv => "uv",
            VisaType::Q => "q",
            VisaType::Hf => "hf",
            VisaType::Bf => "bf",
        }
    }

    /// Number of value bytes an immediate of this type occupies after its type byte: 8 for
    /// DF, UQ and Q, otherwise 4 (reference §2.6, class 5).
    ///
    /// ```
    /// use visa_isa::VisaType;
    ///
    /// assert_eq!((VisaType::Ud.immediate_len(), VisaType::Df.immediate_len()), (4, 8));
    /// ```
    #[inline]
    pub const fn immediate_len(self) -> usize {
        match self {
            VisaType::Df | VisaType::Uq | VisaType::Q => 8,
            _ => 4,
        }
    }

    /// Parses the spec's type spelling (`"UD"`, `"HF"`, ...), case-insensitively.
    ///
    /// Why: the markdown opcode specs write types in upper case, IGC's text in lower case; the
    /// code generator and users may hold either.
    ///
    /// ```
    /// use visa_isa::VisaType;
    ///
    /// assert_eq!(VisaType::from_doc_name("HF"), Some(VisaType::Hf));
    /// assert_eq!(VisaType::from_doc_name("ud"), Some(VisaType::Ud));
    /// assert_eq!(VisaType::from_doc_name("XX"), None);
    /// ```
    #[inline]
    pub fn from_doc_name(name: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|t| t.asm_name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for VisaType {
    /// Prints [`asm_name`](VisaType::asm_name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.asm_name())
    }
}

/// A source region `<vstride;width,hstride>`, each value an element count.
///
/// Why element counts rather than codes: the text form and the spec rules are written in
/// element counts; the nibble encoding (reference §2.6, "Region") is applied only by
/// [`encode`](Region::encode). Consequently the "null" code 0 (a multi-address indirect's
/// vertical stride) is not representable.
///
/// ```
/// use visa_isa::Region;
///
/// let r = Region::new(8, 8, 1);
/// assert_eq!(r.to_string(), "<8;8,1>");
/// assert_eq!(Region::decode(r.encode().unwrap()), Some(r));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct Region {
    /// Vertical stride: elements between the starts of two rows.
    pub vstride: u8,
    /// Width: elements per row; never 0.
    pub width: u8,
    /// Horizontal stride: elements between two neighbours in a row.
    pub hstride: u8,
}

/// Maps an element count to its region nibble code (reference §2.6, `Common_ISA_Region_Val`).
#[inline]
const fn region_code(value: u8) -> Option<u16> {
    match value {
        0 => Some(1),
        1 => Some(2),
        2 => Some(3),
        4 => Some(4),
        8 => Some(5),
        16 => Some(6),
        32 => Some(7),
        _ => None,
    }
}

/// Inverse of [`region_code`]; code 0 ("null") and 8..=15 have no element count.
#[inline]
const fn region_value(code: u16) -> Option<u8> {
    match code {
        1 => Some(0),
        2 => Some(1),
        3 => Some(2),
        4 => Some(4),
        5 => Some(8),
        6 => Some(16),
        7 => Some(32),
        _ => None,
    }
}

impl Region {
    /// `<0;1,0>`: one element broadcast to every channel. Scalar operands always use it
    /// (`5_operands.md`, "Scalar Operands").
    ///
    /// ```
    /// assert_eq!(visa_isa::Region::SCALAR.to_string(), "<0;1,0>");
    /// ```
    pub const SCALAR: Region = Region {
        vstride: 0,
        width: 1,
        hstride: 0,
    };

    /// A destination's region, printed `<hstride>`: a destination has only a horizontal
    /// stride, and IGC's writer leaves the vertical stride and width codes null (reference
    /// §2.6; ✔ GenX_IR `-binary`). In memory it is `<0;1,hstride>`.
    ///
    /// ```
    /// use visa_isa::Region;
    ///
    /// let d = Region::destination(1);
    /// // `Display` prints the source form; the kernel text prints a destination's `<1>`.
    /// assert_eq!((d.vstride, d.width, d.hstride), (0, 1, 1));
    /// assert!(d.is_destination());
    /// ```
    #[inline]
    pub const fn destination(hstride: u8) -> Self {
        Region {
            vstride: 0,
            width: 1,
            hstride,
        }
    }

    /// Whether this is a destination region ([`Region::destination`]) with a non-zero stride
    /// that has a code: the only regions a destination may have (IGC's verifier rejects a zero
    /// destination stride).
    ///
    /// ```
    /// use visa_isa::Region;
    ///
    /// assert!(Region::destination(2).is_destination());
    /// assert!(!Region::SCALAR.is_destination());
    /// ```
    #[inline]
    pub const fn is_destination(self) -> bool {
        self.vstride == 0
            && self.width == 1
            && self.hstride != 0
            && region_code(self.hstride).is_some()
    }

    /// The `uw` region field of a destination: the hstride code in bits `[11:8]`, everything
    /// else 0, as IGC's writer has it (`<1>` → `0x0200`). `None` unless
    /// [`is_destination`](Region::is_destination).
    ///
    /// ```
    /// use visa_isa::Region;
    ///
    /// let bits = Region::destination(1).encode_destination().unwrap();
    /// assert_eq!(Region::decode_destination(bits), Some(Region::destination(1)));
    /// ```
    #[inline]
    pub const fn encode_destination(self) -> Option<u16> {
        if !self.is_destination() {
            return None;
        }
        match region_code(self.hstride) {
            Some(h) => Some(h << 8),
            None => None,
        }
    }

    /// Decodes a destination's `uw` region field: only bits `[11:8]` may be set, and they must
    /// give a non-zero stride, so that `decode_destination(x).map(encode_destination) ==
    /// Some(Some(x))` always holds.
    ///
    /// ```
    /// use visa_isa::Region;
    ///
    /// let bits = Region::destination(2).encode_destination().unwrap();
    /// assert_eq!(Region::decode_destination(bits), Some(Region::destination(2)));
    /// assert_eq!(Region::decode_destination(0xffff), None);
    /// ```
    #[inline]
    pub const fn decode_destination(bits: u16) -> Option<Region> {
        if bits & !0x0F00 != 0 {
            return None;
        }
        match region_value((bits >> 8) & 0xF) {
            Some(h) if h != 0 => Some(Region::destination(h)),
            _ => None,
        }
    }

    /// Builds `<vstride;width,hstride>`. Not checked; see [`encode`](Region::encode).
    ///
    /// ```
    /// let r = visa_isa::Region::new(16, 8, 2);
    /// assert_eq!((r.vstride, r.width, r.hstride), (16, 8, 2));
    /// ```
    #[inline]
    pub const fn new(vstride: u8, width: u8, hstride: u8) -> Self {
        Region {
            vstride,
            width,
            hstride,
        }
    }

    /// The `uw` region field: vstride code in bits `[3:0]`, width `[7:4]`, hstride `[11:8]`
    /// (reference §2.6). `None` if a value is not one of 0, 1, 2, 4, 8, 16, 32 or the width
    /// is 0. Example: `<0;1,0>` → `0x0121`.
    ///
    /// ```
    /// use visa_isa::Region;
    ///
    /// assert!(Region::new(8, 8, 1).encode().is_some());
    /// assert_eq!(Region::new(3, 8, 1).encode(), None); // 3 is no vertical stride
    /// ```
    #[inline]
    pub const fn encode(self) -> Option<u16> {
        if self.width == 0 {
            return None;
        }
        match (
            region_code(self.vstride),
            region_code(self.width),
            region_code(self.hstride),
        ) {
            (Some(v), Some(w), Some(h)) => Some(v | (w << 4) | (h << 8)),
            _ => None,
        }
    }

    /// Decodes a `uw` region field; `None` for null or out-of-table codes, width 0, or
    /// non-zero bits `[15:12]`, so that `decode(x).map(encode) == Some(Some(x))` always holds.
    ///
    /// ```
    /// use visa_isa::Region;
    ///
    /// let bits = Region::SCALAR.encode().unwrap();
    /// assert_eq!(Region::decode(bits), Some(Region::SCALAR));
    /// ```
    #[inline]
    pub const fn decode(bits: u16) -> Option<Region> {
        if bits & 0xF000 != 0 {
            return None;
        }
        match (
            region_value(bits & 0xF),
            region_value((bits >> 4) & 0xF),
            region_value((bits >> 8) & 0xF),
        ) {
            (Some(vstride), Some(width), Some(hstride)) if width != 0 => Some(Region {
                vstride,
                width,
                hstride,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Region {
    /// Prints IGC's form `<vstride;width,hstride>`, e.g. `<0;1,0>` (reference §6.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<{};{},{}>", self.vstride, self.width, self.hstride)
    }
}

/// Operand modifier, bits `[5:3]` of a vector operand's tag byte (reference §2.6).
///
/// Only general and indirect operands may carry one; `Sat` is destination-only and `Not` is
/// for logic instructions (reference §5.1).
///
/// ```
/// use visa_isa::Modifier;
///
/// assert_eq!(Modifier::from_code(Modifier::Neg.code()), Some(Modifier::Neg));
/// assert_eq!(Modifier::Neg.source_prefix(), "(-)");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum Modifier {
    /// No modifier (code 0).
    #[default]
    None = 0,
    /// Absolute value, printed `(abs)` (code 1).
    Abs = 1,
    /// Negation, printed `(-)` (code 2).
    Neg = 2,
    /// Negated absolute value, printed `(-abs)` (code 3).
    NegAbs = 3,
    /// Saturation; destination only, printed as `.sat` on the mnemonic (code 4).
    Sat = 4,
    /// Bitwise not, printed `(~)`; logic instructions only (code 5).
    Not = 5,
}

impl Modifier {
    /// The 3-bit code stored in tag bits `[5:3]` (reference §2.6).
    ///
    /// ```
    /// assert_eq!(visa_isa::Modifier::Abs.code(), 1);
    /// ```
    #[inline]
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// Decodes a modifier code; `None` for 6 and above.
    ///
    /// ```
    /// use visa_isa::Modifier;
    ///
    /// assert_eq!(Modifier::from_code(3), Some(Modifier::NegAbs));
    /// assert_eq!(Modifier::from_code(6), None);
    /// ```
    #[inline]
    pub const fn from_code(code: u8) -> Option<Self> {
        match code {
            0 => Some(Modifier::None),
            1 => Some(Modifier::Abs),
            2 => Some(Modifier::Neg),
            3 => Some(Modifier::NegAbs),
            4 => Some(Modifier::Sat),
            5 => Some(Modifier::Not),
            _ => None,
        }
    }

    /// The prefix IGC's printer puts before a source operand: `(abs)`, `(-)`, `(-abs)`, `(~)`,
    /// or nothing (for `None`, and for `Sat`, which is printed on the mnemonic instead).
    /// The first three spellings are the `<src_modifier>` of the assembly-syntax appendix.
    ///
    /// ```
    /// use visa_isa::Modifier;
    ///
    /// assert_eq!(Modifier::NegAbs.source_prefix(), "(-abs)");
    /// assert_eq!(Modifier::None.source_prefix(), "");
    /// ```
    #[inline]
    pub const fn source_prefix(self) -> &'static str {
        match self {
            Modifier::None | Modifier::Sat => "",
            Modifier::Abs => "(abs)",
            Modifier::Neg => "(-)",
            Modifier::NegAbs => "(-abs)",
            Modifier::Not => "(~)",
        }
    }

    /// The snake_case name used by serde (`"neg_abs"`), for messages.
    ///
    /// ```
    /// assert_eq!(visa_isa::Modifier::NegAbs.name(), "neg_abs");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            Modifier::None => "none",
            Modifier::Abs => "abs",
            Modifier::Neg => "neg",
            Modifier::NegAbs => "neg_abs",
            Modifier::Sat => "sat",
            Modifier::Not => "not",
        }
    }
}

impl fmt::Display for Modifier {
    /// Prints [`name`](Modifier::name) (used in error messages, not in assembly text).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Size in bytes of one element of `ty`.
pub(crate) const fn type_bytes(ty: VisaType) -> u32 {
    match ty {
        VisaType::Ub | VisaType::B | VisaType::Bool => 1,
        VisaType::Uw | VisaType::W | VisaType::Hf | VisaType::Bf => 2,
        VisaType::Ud | VisaType::D | VisaType::F | VisaType::V | VisaType::Vf | VisaType::Uv => 4,
        VisaType::Df | VisaType::Uq | VisaType::Q => 8,
    }
}

/// The smallest GRF, in bytes (32; 64 from XeHPC on): a raw operand that must be GRF aligned
/// starts at a multiple of it.
///
/// ```
/// assert_eq!(visa_isa::MIN_GRF_BYTES, 32);
/// ```
pub const MIN_GRF_BYTES: u16 = 32;
