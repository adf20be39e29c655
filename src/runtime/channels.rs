//! R/G/B/A channel write masks (`visa-binary-format.md` §3.1, §3.3-§3.5 and §6.1).

use core::fmt;
use core::ops::{BitOr, BitOrAssign};
use core::str::FromStr;

/// A 4-bit channel mask: R = bit 0, G = bit 1, B = bit 2, A = bit 3.
///
/// Why a type: the same mask sits in bits `[3:0]` of the Channels byte of 3D_SAMPLE,
/// GATHER4_TYPED, SCATTER4_SCALED and SAMPLE_UNORM (reference §3), and its text form has rules
/// of its own: letters in R, G, B, A order, case-insensitive when parsed (reference §6.1,
/// `CISA.l:1431-1435`). Whether an empty mask is legal is the instruction's business
/// ([`ValidationError::ChannelMaskZero`](crate::runtime::ValidationError::ChannelMaskZero)).
///
/// Serde uses the text form (`"RGBA"`, `"GBA"`, `""`).
///
/// ```
/// use visa_isa::ChannelMask;
///
/// let mask: ChannelMask = "RGA".parse()?;
/// assert_eq!(mask, ChannelMask::R | ChannelMask::G | ChannelMask::A);
/// assert_eq!((mask.bits(), mask.to_string()), (0b1011, "RGA".to_string()));
/// # Ok::<(), visa_isa::ParseChannelMaskError>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChannelMask(u8);

/// Letter strings for every mask value, indexed by the mask bits (RGBA order).
const LETTERS: [&str; 16] = [
    "", "R", "G", "RG", "B", "RB", "GB", "RGB", "A", "RA", "GA", "RGA", "BA", "RBA", "GBA", "RGBA",
];

impl ChannelMask {
    /// No channel.
    ///
    /// ```
    /// assert!(visa_isa::ChannelMask::EMPTY.is_empty());
    /// ```
    pub const EMPTY: ChannelMask = ChannelMask(0);
    /// Red, bit 0.
    ///
    /// ```
    /// assert_eq!(visa_isa::ChannelMask::R.bits(), 1);
    /// ```
    pub const R: ChannelMask = ChannelMask(1);
    /// Green, bit 1.
    ///
    /// ```
    /// assert_eq!(visa_isa::ChannelMask::G.bits(), 2);
    /// ```
    pub const G: ChannelMask = ChannelMask(2);
    /// Blue, bit 2.
    ///
    /// ```
    /// assert_eq!(visa_isa::ChannelMask::B.bits(), 4);
    /// ```
    pub const B: ChannelMask = ChannelMask(4);
    /// Alpha, bit 3.
    ///
    /// ```
    /// assert_eq!(visa_isa::ChannelMask::A.bits(), 8);
    /// ```
    pub const A: ChannelMask = ChannelMask(8);
    /// All four channels (`0x0f`).
    ///
    /// ```
    /// assert_eq!(visa_isa::ChannelMask::RGBA.count(), 4);
    /// ```
    pub const RGBA: ChannelMask = ChannelMask(0xF);

    /// Builds a mask from its bits; `None` if any bit above bit 3 is set.
    ///
    /// ```
    /// use visa_isa::ChannelMask;
    ///
    /// assert_eq!(ChannelMask::from_bits(0xF), Some(ChannelMask::RGBA));
    /// assert_eq!(ChannelMask::from_bits(0x10), None);
    /// ```
    #[inline]
    pub const fn from_bits(bits: u8) -> Option<Self> {
        if bits & !0xF == 0 {
            Some(ChannelMask(bits))
        } else {
            None
        }
    }

    /// The mask bits (0..=15), as stored in bits `[3:0]` of the Channels byte.
    ///
    /// ```
    /// assert_eq!((visa_isa::ChannelMask::R | visa_isa::ChannelMask::B).bits(), 0b101);
    /// ```
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether no channel is enabled.
    ///
    /// ```
    /// use visa_isa::ChannelMask;
    ///
    /// assert!(ChannelMask::EMPTY.is_empty() && !ChannelMask::R.is_empty());
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every channel of `other` is enabled in `self`.
    ///
    /// ```
    /// use visa_isa::ChannelMask;
    ///
    /// assert!(ChannelMask::RGBA.contains(ChannelMask::G | ChannelMask::A));
    /// assert!(!ChannelMask::R.contains(ChannelMask::G));
    /// ```
    #[inline]
    pub const fn contains(self, other: ChannelMask) -> bool {
        self.0 & other.0 == other.0
    }

    /// Number of enabled channels (0..=4).
    ///
    /// ```
    /// assert_eq!((visa_isa::ChannelMask::R | visa_isa::ChannelMask::A).count(), 2);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The text form, letters in R, G, B, A order; `""` when empty.
    ///
    /// ```
    /// use visa_isa::ChannelMask;
    ///
    /// assert_eq!((ChannelMask::B | ChannelMask::R).as_str(), "RB");
    /// assert_eq!(ChannelMask::EMPTY.as_str(), "");
    /// ```
    #[inline]
    pub const fn as_str(self) -> &'static str {
        LETTERS[(self.0 & 0xF) as usize]
    }
}

impl BitOr for ChannelMask {
    type Output = ChannelMask;

    /// Union of two masks.
    #[inline]
    fn bitor(self, rhs: ChannelMask) -> ChannelMask {
        ChannelMask(self.0 | rhs.0)
    }
}

impl BitOrAssign for ChannelMask {
    /// In-place union.
    #[inline]
    fn bitor_assign(&mut self, rhs: ChannelMask) {
        self.0 |= rhs.0;
    }
}

impl fmt::Display for ChannelMask {
    /// Letters in RGBA order (`RGBA`, `GBA`); empty string for an empty mask. The `0000` that
    /// IGC prints for an empty GATHER4_TYPED / SCATTER4_SCALED mask is the instruction's
    /// printer's business (reference §6.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a channel-mask string failed to parse.
///
/// ```
/// use visa_isa::{ChannelMask, ParseChannelMaskError};
///
/// assert_eq!("RX".parse::<ChannelMask>(), Err(ParseChannelMaskError::InvalidLetter('X')));
/// assert_eq!("GR".parse::<ChannelMask>(), Err(ParseChannelMaskError::OutOfOrder('R')));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ParseChannelMaskError {
    /// A character that is not one of R, G, B, A (in either case).
    InvalidLetter(char),
    /// A letter that repeats or comes after a later channel (IGC requires R, G, B, A order).
    OutOfOrder(char),
}

impl fmt::Display for ParseChannelMaskError {
    /// A sentence naming the offending character.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseChannelMaskError::InvalidLetter(c) => {
                write!(f, "invalid channel letter {c:?}: expected R, G, B or A")
            }
            ParseChannelMaskError::OutOfOrder(c) => write!(
                f,
                "channel letter {c:?} is repeated or out of order: channels must appear in R, G, B, A order"
            ),
        }
    }
}

impl std::error::Error for ParseChannelMaskError {}

impl FromStr for ChannelMask {
    type Err = ParseChannelMaskError;

    /// Parses letters in R, G, B, A order, case-insensitively (`"rgba"`, `"GA"`); the empty
    /// string is the empty mask (reference §6.1).
    #[inline]
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut bits = 0u8;
        for c in s.chars() {
            let bit = match c.to_ascii_uppercase() {
                'R' => 1u8,
                'G' => 2,
                'B' => 4,
                'A' => 8,
                _ => return Err(ParseChannelMaskError::InvalidLetter(c)),
            };
            // Any bit at or above this one already set means a repeat or wrong order.
            if bits >= bit {
                return Err(ParseChannelMaskError::OutOfOrder(c));
            }
            bits |= bit;
        }
        Ok(ChannelMask(bits))
    }
}

#[cfg(feature = "arbitrary")]
impl<'a> arbitrary::Arbitrary<'a> for ChannelMask {
    /// Any of the sixteen masks (never bits above bit 3, which the type cannot hold).
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(ChannelMask(u.int_in_range(0..=0xF)?))
    }

    fn size_hint(depth: usize) -> (usize, Option<usize>) {
        <u8 as arbitrary::Arbitrary>::size_hint(depth)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for ChannelMask {
    /// Serializes as the text form, e.g. `"RGBA"`.
    #[inline]
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ChannelMask {
    /// Deserializes from the text form accepted by [`FromStr`].
    #[inline]
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;

        impl serde::de::Visitor<'_> for Visitor {
            type Value = ChannelMask;

            #[inline]
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a channel mask string such as \"RGBA\", \"GBA\" or \"\"")
            }

            #[inline]
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<ChannelMask, E> {
                v.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Visitor)
    }
}
