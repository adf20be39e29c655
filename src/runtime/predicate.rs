//! The `Pred` field (`visa-binary-format.md` §2.4; `5_operands.md`, "Predication").

use core::fmt;

use super::names::PredicateId;

/// How predicate bits are combined across channels: bits `[14:13]` of `Pred` (reference §2.4).
///
/// ```
/// use visa_isa::{Predicate, PredicateControl};
///
/// let mut p = Predicate::new(1);
/// p.control = PredicateControl::Any;
/// assert_eq!(p.to_string(), "(P1.any)");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub enum PredicateControl {
    /// Sequential channel-to-predicate mapping (code 0); no suffix.
    #[default]
    None,
    /// `.any`: all channels on if any predicate bit is set (code 1).
    Any,
    /// `.all`: all channels on if every predicate bit is set (code 2).
    All,
}

impl PredicateControl {
    /// The 2-bit code of bits `[14:13]`; code 3 is reserved.
    ///
    /// ```
    /// use visa_isa::PredicateControl;
    ///
    /// assert_eq!((PredicateControl::Any.code(), PredicateControl::All.code()), (1, 2));
    /// ```
    #[inline]
    pub const fn code(self) -> u16 {
        match self {
            PredicateControl::None => 0,
            PredicateControl::Any => 1,
            PredicateControl::All => 2,
        }
    }

    /// Decodes a control code; `None` for the reserved code 3 and above.
    ///
    /// ```
    /// use visa_isa::PredicateControl;
    ///
    /// assert_eq!(PredicateControl::from_code(2), Some(PredicateControl::All));
    /// assert_eq!(PredicateControl::from_code(3), None);
    /// ```
    #[inline]
    pub const fn from_code(code: u16) -> Option<Self> {
        match code {
            0 => Some(PredicateControl::None),
            1 => Some(PredicateControl::Any),
            2 => Some(PredicateControl::All),
            _ => None,
        }
    }

    /// The text suffix: `""`, `".any"` or `".all"` (reference §6.1).
    ///
    /// ```
    /// assert_eq!(visa_isa::PredicateControl::All.suffix(), ".all");
    /// ```
    #[inline]
    pub const fn suffix(self) -> &'static str {
        match self {
            PredicateControl::None => "",
            PredicateControl::Any => ".any",
            PredicateControl::All => ".all",
        }
    }
}

/// An instruction predicate such as `(!P1.any)`.
///
/// Why a struct rather than a raw `u16`: the packing (id, control, inversion) is shared by all
/// predicated instructions and P0 is reserved for "no predicate" (reference §2.4), so absence
/// is modelled as `Option<Predicate>` and encoded by [`Predicate::encode`].
///
/// ```
/// use visa_isa::Predicate;
///
/// let p = Predicate { inverted: true, ..Predicate::new(2) };
/// assert_eq!(p.to_string(), "(!P2)");
/// assert_eq!(Predicate::decode(Predicate::encode(Some(&p))), Some(p));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct Predicate {
    /// Predicate variable id, 1..=4095 (bits `[11:0]`); the first declared predicate is 1.
    pub id: u16,
    /// Channel combination, bits `[14:13]`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub control: PredicateControl,
    /// Inversion (`!`), bit 15.
    #[cfg_attr(feature = "serde", serde(default))]
    pub inverted: bool,
}

impl Predicate {
    /// A plain, non-inverted predicate on `id`, printed `(P<id>)`.
    ///
    /// ```
    /// assert_eq!(visa_isa::Predicate::new(1).to_string(), "(P1)");
    /// ```
    #[inline]
    pub const fn new(id: u16) -> Self {
        Predicate {
            id,
            control: PredicateControl::None,
            inverted: false,
        }
    }

    /// Packs an optional predicate into the `Pred` field: `None` → 0; otherwise id in bits
    /// `[11:0]`, control in `[14:13]`, inversion in bit 15 (reference §2.4). Ids above 4095 are
    /// masked; [`check`](Predicate::check) rejects them first.
    ///
    /// Examples: `(P1)` → `0x0001` (bytes `01 00`), `(!P1.any)` → `0xa001` (bytes `01 a0`).
    ///
    /// ```
    /// use visa_isa::Predicate;
    ///
    /// assert_eq!(Predicate::encode(None), 0);
    /// assert_eq!(Predicate::encode(Some(&Predicate::new(1))), 1);
    /// ```
    #[inline]
    pub const fn encode(pred: Option<&Predicate>) -> u16 {
        match pred {
            None => 0,
            Some(p) => {
                (p.id & 0x0FFF) | (p.control.code() << 13) | if p.inverted { 0x8000 } else { 0 }
            }
        }
    }

    /// Unpacks a `Pred` field. Returns `None` both for 0 ("no predicate") and for values
    /// [`encode`](Predicate::encode) can never produce (reserved bit 12 set, reserved control
    /// code 3, or id 0 with other bits set); test `v == 0` first to tell them apart.
    ///
    /// ```
    /// use visa_isa::Predicate;
    ///
    /// assert_eq!(Predicate::decode(1), Some(Predicate::new(1)));
    /// assert_eq!(Predicate::decode(0), None);
    /// ```
    #[inline]
    pub const fn decode(v: u16) -> Option<Predicate> {
        let id = v & 0x0FFF;
        if id == 0 || v & 0x1000 != 0 {
            return None;
        }
        match PredicateControl::from_code((v >> 13) & 0x3) {
            Some(control) => Some(Predicate {
                id,
                control,
                inverted: v & 0x8000 != 0,
            }),
            None => None,
        }
    }
}

impl fmt::Display for Predicate {
    /// IGC's form without the trailing space: `(P1)`, `(!P1.any)`, `(P2.all)` (reference §6.1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "({}{}{})",
            if self.inverted { "!" } else { "" },
            PredicateId(self.id),
            self.control.suffix()
        )
    }
}

impl PredicateId {
    /// The plain instruction predicate `(P<id>)`; set `control` or `inverted` on the result
    /// for the other forms.
    ///
    /// ```
    /// use visa_isa::{Predicate, PredicateId};
    ///
    /// assert_eq!(PredicateId(1).predicate(), Predicate::new(1));
    /// ```
    #[inline]
    pub const fn predicate(self) -> Predicate {
        Predicate::new(self.0)
    }
}

impl From<PredicateId> for Predicate {
    /// `(P<id>)`.
    #[inline]
    fn from(p: PredicateId) -> Self {
        p.predicate()
    }
}
