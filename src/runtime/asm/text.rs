//! The text of an instruction as one table: each generated instruction type describes its
//! text once, as a `static` list of [`TextItem`]s (mnemonic, suffixes, execution size,
//! operands), and the two interpreters here print ([`print_text`]) and read ([`parse_text`])
//! every instruction from its table. What stays per type is the list of its members in text
//! order: as [`Field`]s to print, as [`Slot`]s to read into.

use core::fmt;

use super::context::{AddressOf, AsmContext};
use super::cursor::{AsmCursor, AsmOperands, ParseAsm};
use super::error::{AsmError, AsmErrorKind};
use crate::runtime::layout::Layout;
use crate::runtime::operand::{Destination, Unregioned, VectorOperand};
use crate::runtime::predicate::Predicate;
use crate::runtime::types::Region;

/// One item of an instruction's text, in the order IGC prints them. Each item but
/// [`Mnemonic`](TextItem::Mnemonic), [`Operands`](TextItem::Operands) and
/// [`Saturates`](TextItem::Saturates) takes the next member of the instruction
/// ([`Exec`](TextItem::Exec) takes two); when reading, [`Saturated`](TextItem::Saturated)
/// takes none (its operand does).
///
/// ```
/// use core::fmt;
/// use visa_isa::{
///     parse_text, print_text, AsmCursor, ExecMask, ExecSize, Field, OperandText, Predicate,
///     RawOperand, Slot, TextItem,
/// };
///
/// // `foo (M1, 8) V33.0`: a predicate, a mnemonic, the execution size, one raw operand.
/// const FOO: [TextItem; 5] = [
///     TextItem::Predicate,
///     TextItem::Mnemonic("foo"),
///     TextItem::Exec,
///     TextItem::Operands(1, 1),
///     TextItem::Operand(OperandText::Plain),
/// ];
/// struct Foo {
///     predicate: Option<Predicate>,
///     mask: ExecMask,
///     size: ExecSize,
///     raw: RawOperand,
/// }
/// impl fmt::Display for Foo {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         let fields = [
///             Field::option(&self.predicate),
///             Field::Value(&self.mask),
///             Field::Value(&self.size),
///             Field::Value(&self.raw),
///         ];
///         print_text(f, None, &FOO, &fields)
///     }
/// }
/// let foo = Foo {
///     predicate: None,
///     mask: ExecMask::M1,
///     size: ExecSize::Simd8,
///     raw: RawOperand::new(33, 0),
/// };
/// assert_eq!(foo.to_string(), "foo (M1, 8) V33.0");
///
/// let mut read = Foo { predicate: None, mask: ExecMask::M2, size: ExecSize::Simd16, raw: RawOperand::NULL };
/// let mut asm = AsmCursor::new("(P1) foo (M1, 8) V33.0");
/// let mut slots = [
///     Slot::Predicate(&mut read.predicate),
///     Slot::Value(&mut read.mask),
///     Slot::Value(&mut read.size),
///     Slot::Value(&mut read.raw),
/// ];
/// parse_text(&mut asm, &FOO, &mut slots)?;
/// assert_eq!(read.to_string(), "(P1) foo (M1, 8) V33.0");
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum TextItem {
    /// The predicate and a space, when there is one (`(P1) `).
    Predicate,
    /// The mnemonic.
    Mnemonic(&'static str),
    /// `.<flag>` when the flag is set.
    Flag(&'static str),
    /// `.<set>` when the flag is set, `.<clear>` when not: one of them is always there
    /// (today's SVM_BLOCK_LD `.unaligned` / `.aligned`).
    FlagOr(&'static str, &'static str),
    /// One flag of a run after one `.` (RT_WRITE's `.<A><Z>`): the consecutive `Joined`
    /// items are the run, printed after a `.` when any is set, read in any order.
    Joined(&'static str),
    /// `.sat` when the saturated operand's modifier is `sat`.
    Saturated,
    /// `.<value>`.
    Suffix,
    /// ` (<mask>, <size>)`: two members, the mask and the size.
    Exec,
    /// The end of the suffixes and the start of the operands: the instruction takes the first
    /// number to the second of them, and the [`OperandText::InLayout`] operands of the text's
    /// layout besides.
    Operands(u8, u8),
    /// An operand after a space.
    Operand(OperandText),
    /// An operand between two texts: its separator, and `(` or `"` as its form needs, before
    /// it; `)` or `"` after it.
    Between(&'static str, OperandText, &'static str),
    /// `.sat` on the mnemonic applies to the operand before (no member).
    Saturates,
}

/// How an operand is written ([`TextItem::Operand`], [`TextItem::Between`]).
///
/// ```
/// use visa_isa::{OperandText, Region, TextItem};
///
/// let item = TextItem::Operand(OperandText::Unregioned(Region::SCALAR));
/// assert_ne!(item, TextItem::Operand(OperandText::Plain));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum OperandText {
    /// As its type prints and reads it.
    Plain,
    /// Left out when absent (a trailing counted parameter).
    Optional,
    /// A vector operand as a destination ([`Destination`]).
    Destination,
    /// A vector operand whose general form shows no region, which reads as `Region`
    /// ([`Unregioned`]).
    Unregioned(Region),
    /// A vector operand as its address when general or state ([`AddressOf`]).
    AddressOf,
    /// In double quotes (the quotes are the item's `before` and `after`).
    Quoted,
    /// An operand of one byte layout ([`Layout`]): printed and read only in text of that
    /// layout (the context's, the default one without a context), as `null` when absent.
    InLayout {
        /// The layout whose text has it.
        layout: Layout,
        /// Its text when absent (`%null.0`).
        null: &'static str,
    },
    /// Inside parentheses, with the operands next to it: `opens` when the first of its
    /// group, `closes` when the last.
    Grouped {
        /// Whether `(` precedes it.
        opens: bool,
        /// Whether `)` follows it.
        closes: bool,
    },
}

/// A member of an instruction, to print.
///
/// ```
/// use visa_isa::{Field, RawOperand};
///
/// let raw = RawOperand::new(33, 0);
/// assert_eq!(format!("{:?}", Field::Value(&raw)), "Value(V33.0)");
/// ```
#[derive(Clone, Copy)]
#[non_exhaustive]
pub enum Field<'a> {
    /// A flag.
    Flag(bool),
    /// A value printed by its `Display`.
    Value(&'a dyn fmt::Display),
    /// A value that may be absent.
    Optional(Option<&'a dyn fmt::Display>),
    /// A vector operand, printed in its item's form.
    Vector(&'a VectorOperand),
}

impl<'a> Field<'a> {
    /// An optional value.
    ///
    /// ```
    /// use visa_isa::{Field, RawOperand};
    ///
    /// let absent: Option<RawOperand> = None;
    /// assert_eq!(format!("{:?}", Field::option(&absent)), "Optional(None)");
    /// ```
    pub fn option<T: fmt::Display>(value: &'a Option<T>) -> Self {
        Field::Optional(value.as_ref().map(|v| v as &dyn fmt::Display))
    }
}

impl fmt::Debug for Field<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Flag(set) => write!(f, "Flag({set})"),
            Field::Value(v) => write!(f, "Value({v})"),
            Field::Optional(Some(v)) => write!(f, "Optional({v})"),
            Field::Optional(None) => f.write_str("Optional(None)"),
            Field::Vector(v) => write!(f, "Vector({v})"),
        }
    }
}

/// A value read by its [`ParseAsm`], through a reference that forgets its type.
///
/// ```
/// use visa_isa::{AsmCursor, SurfaceIndex, TextValue};
///
/// let mut t = SurfaceIndex(0);
/// let value: &mut dyn TextValue = &mut t;
/// value.read(&mut AsmCursor::new("T6"))?;
/// assert_eq!(t, SurfaceIndex(6));
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
pub trait TextValue {
    /// Reads the value at the cursor into `self`.
    ///
    /// # Errors
    ///
    /// The value's error.
    fn read(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), AsmError>;

    /// [`ParseAsm::EXPECTED`] of the value's type.
    fn expected(&self) -> &'static str;
}

impl<T: ParseAsm> TextValue for T {
    fn read(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), AsmError> {
        *self = asm.parse()?;
        Ok(())
    }

    fn expected(&self) -> &'static str {
        T::EXPECTED
    }
}

/// An optional value read by its [`ParseAsm`], through a reference that forgets its type.
///
/// ```
/// use visa_isa::{AsmCursor, RawOperand, TextOption};
///
/// let mut u: Option<RawOperand> = None;
/// let option: &mut dyn TextOption = &mut u;
/// option.read_some(&mut AsmCursor::new("V32.0"))?;
/// assert_eq!(u, Some(RawOperand::new(32, 0)));
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
pub trait TextOption {
    /// Reads the value at the cursor into `self` as `Some`.
    ///
    /// # Errors
    ///
    /// The value's error.
    fn read_some(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), AsmError>;
}

impl<T: ParseAsm> TextOption for Option<T> {
    fn read_some(&mut self, asm: &mut AsmCursor<'_>) -> Result<(), AsmError> {
        *self = Some(asm.parse()?);
        Ok(())
    }
}

/// A member of an instruction, to read into.
///
/// ```
/// use visa_isa::{Slot, VectorOperand};
///
/// let mut op = VectorOperand::NULL;
/// assert_eq!(format!("{:?}", Slot::Vector(&mut op)), "Vector");
/// ```
#[non_exhaustive]
pub enum Slot<'a> {
    /// A flag.
    Flag(&'a mut bool),
    /// The predicate.
    Predicate(&'a mut Option<Predicate>),
    /// A value read by its type.
    Value(&'a mut dyn TextValue),
    /// A value that may be absent.
    Optional(&'a mut dyn TextOption),
    /// A vector operand, read in its item's form.
    Vector(&'a mut VectorOperand),
}

impl fmt::Debug for Slot<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Slot::Flag(_) => "Flag",
            Slot::Predicate(_) => "Predicate",
            Slot::Value(_) => "Value",
            Slot::Optional(_) => "Optional",
            Slot::Vector(_) => "Vector",
        })
    }
}

/// Prints the instruction whose text is `items` and whose members are `fields`, in the
/// order the items take them. `context` gives address-of operands their byte offsets.
///
/// ```
/// use core::fmt;
/// use visa_isa::{
///     parse_text, print_text, AsmCursor, ExecMask, ExecSize, Field, OperandText, Predicate,
///     RawOperand, Slot, TextItem,
/// };
///
/// // `foo (M1, 8) V33.0`: a predicate, a mnemonic, the execution size, one raw operand.
/// const FOO: [TextItem; 5] = [
///     TextItem::Predicate,
///     TextItem::Mnemonic("foo"),
///     TextItem::Exec,
///     TextItem::Operands(1, 1),
///     TextItem::Operand(OperandText::Plain),
/// ];
/// struct Foo {
///     predicate: Option<Predicate>,
///     mask: ExecMask,
///     size: ExecSize,
///     raw: RawOperand,
/// }
/// impl fmt::Display for Foo {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         let fields = [
///             Field::option(&self.predicate),
///             Field::Value(&self.mask),
///             Field::Value(&self.size),
///             Field::Value(&self.raw),
///         ];
///         print_text(f, None, &FOO, &fields)
///     }
/// }
/// let foo = Foo {
///     predicate: None,
///     mask: ExecMask::M1,
///     size: ExecSize::Simd8,
///     raw: RawOperand::new(33, 0),
/// };
/// assert_eq!(foo.to_string(), "foo (M1, 8) V33.0");
///
/// let mut read = Foo { predicate: None, mask: ExecMask::M2, size: ExecSize::Simd16, raw: RawOperand::NULL };
/// let mut asm = AsmCursor::new("(P1) foo (M1, 8) V33.0");
/// let mut slots = [
///     Slot::Predicate(&mut read.predicate),
///     Slot::Value(&mut read.mask),
///     Slot::Value(&mut read.size),
///     Slot::Value(&mut read.raw),
/// ];
/// parse_text(&mut asm, &FOO, &mut slots)?;
/// assert_eq!(read.to_string(), "(P1) foo (M1, 8) V33.0");
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
///
/// # Errors
///
/// The formatter's, or [`fmt::Error`] when `fields` do not fit `items`.
pub fn print_text(
    f: &mut fmt::Formatter<'_>,
    context: Option<AsmContext<'_>>,
    items: &[TextItem],
    fields: &[Field<'_>],
) -> fmt::Result {
    let mut next = 0;
    let take = |next: &mut usize| {
        let field = fields.get(*next).copied().ok_or(fmt::Error);
        *next += 1;
        field
    };
    for (i, item) in items.iter().enumerate() {
        match *item {
            TextItem::Predicate => match take(&mut next)? {
                Field::Optional(Some(predicate)) => write!(f, "{predicate} ")?,
                Field::Optional(None) => {}
                _ => return Err(fmt::Error),
            },
            TextItem::Mnemonic(mnemonic) => f.write_str(mnemonic)?,
            TextItem::Flag(flag) => {
                if flag_of(take(&mut next)?)? {
                    f.write_str(".")?;
                    f.write_str(flag)?;
                }
            }
            TextItem::FlagOr(set, clear) => {
                f.write_str(".")?;
                f.write_str(if flag_of(take(&mut next)?)? {
                    set
                } else {
                    clear
                })?;
            }
            TextItem::Saturated => {
                if flag_of(take(&mut next)?)? {
                    f.write_str(".sat")?;
                }
            }
            TextItem::Joined(flag) => {
                let first = i == 0 || !matches!(items[i - 1], TextItem::Joined(_));
                if first {
                    let run = items[i..]
                        .iter()
                        .take_while(|x| matches!(x, TextItem::Joined(_)))
                        .count();
                    let any = fields
                        .get(next..next + run)
                        .ok_or(fmt::Error)?
                        .iter()
                        .any(|x| matches!(x, Field::Flag(true)));
                    if any {
                        f.write_str(".")?;
                    }
                }
                if flag_of(take(&mut next)?)? {
                    f.write_str(flag)?;
                }
            }
            TextItem::Suffix => write!(f, ".{}", value_of(take(&mut next)?)?)?,
            TextItem::Exec => {
                let mask = value_of(take(&mut next)?)?;
                let size = value_of(take(&mut next)?)?;
                write!(f, " ({mask}, {size})")?;
            }
            TextItem::Operands(..) | TextItem::Saturates => {}
            TextItem::Operand(form) => print_operand(f, context, " ", form, "", take(&mut next)?)?,
            TextItem::Between(before, form, after) => {
                print_operand(f, context, before, form, after, take(&mut next)?)?;
            }
        }
    }
    Ok(())
}

/// Prints one operand between `before` and `after`; nothing when absent.
fn print_operand(
    f: &mut fmt::Formatter<'_>,
    context: Option<AsmContext<'_>>,
    before: &str,
    form: OperandText,
    after: &str,
    field: Field<'_>,
) -> fmt::Result {
    if let OperandText::InLayout { layout, null } = form {
        if context.map_or(Layout::default(), |c| c.layout) != layout {
            return Ok(());
        }
        f.write_str(before)?;
        match field {
            Field::Optional(Some(value)) => write!(f, "{value}")?,
            Field::Optional(None) => f.write_str(null)?,
            _ => return Err(fmt::Error),
        }
        return f.write_str(after);
    }
    if let Field::Optional(None) = field {
        return Ok(());
    }
    f.write_str(before)?;
    match (field, form) {
        (Field::Value(value) | Field::Optional(Some(value)), _) => write!(f, "{value}")?,
        (Field::Vector(operand), OperandText::Destination) => {
            write!(f, "{}", Destination(operand))?;
        }
        (Field::Vector(operand), OperandText::Unregioned(_)) => {
            write!(f, "{}", Unregioned(operand))?;
        }
        (Field::Vector(operand), OperandText::AddressOf) => {
            write!(f, "{}", AddressOf { operand, context })?;
        }
        (Field::Vector(operand), _) => write!(f, "{operand}")?,
        _ => return Err(fmt::Error),
    }
    f.write_str(after)
}

fn flag_of(field: Field<'_>) -> Result<bool, fmt::Error> {
    match field {
        Field::Flag(set) => Ok(set),
        _ => Err(fmt::Error),
    }
}

fn value_of(field: Field<'_>) -> Result<&dyn fmt::Display, fmt::Error> {
    match field {
        Field::Value(value) => Ok(value),
        _ => Err(fmt::Error),
    }
}

/// What a table whose slots do not fit reports (a defect of the generated code).
const MISFIT: &str = "an instruction whose text table fits its members";

/// Reads the instruction whose text is `items` at the cursor into `slots`, in the order the
/// items take them: the inverse of [`print_text`], with any run of spaces or tabs between
/// items.
///
/// ```
/// use core::fmt;
/// use visa_isa::{
///     parse_text, print_text, AsmCursor, ExecMask, ExecSize, Field, OperandText, Predicate,
///     RawOperand, Slot, TextItem,
/// };
///
/// // `foo (M1, 8) V33.0`: a predicate, a mnemonic, the execution size, one raw operand.
/// const FOO: [TextItem; 5] = [
///     TextItem::Predicate,
///     TextItem::Mnemonic("foo"),
///     TextItem::Exec,
///     TextItem::Operands(1, 1),
///     TextItem::Operand(OperandText::Plain),
/// ];
/// struct Foo {
///     predicate: Option<Predicate>,
///     mask: ExecMask,
///     size: ExecSize,
///     raw: RawOperand,
/// }
/// impl fmt::Display for Foo {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         let fields = [
///             Field::option(&self.predicate),
///             Field::Value(&self.mask),
///             Field::Value(&self.size),
///             Field::Value(&self.raw),
///         ];
///         print_text(f, None, &FOO, &fields)
///     }
/// }
/// let foo = Foo {
///     predicate: None,
///     mask: ExecMask::M1,
///     size: ExecSize::Simd8,
///     raw: RawOperand::new(33, 0),
/// };
/// assert_eq!(foo.to_string(), "foo (M1, 8) V33.0");
///
/// let mut read = Foo { predicate: None, mask: ExecMask::M2, size: ExecSize::Simd16, raw: RawOperand::NULL };
/// let mut asm = AsmCursor::new("(P1) foo (M1, 8) V33.0");
/// let mut slots = [
///     Slot::Predicate(&mut read.predicate),
///     Slot::Value(&mut read.mask),
///     Slot::Value(&mut read.size),
///     Slot::Value(&mut read.raw),
/// ];
/// parse_text(&mut asm, &FOO, &mut slots)?;
/// assert_eq!(read.to_string(), "(P1) foo (M1, 8) V33.0");
/// # Ok::<(), visa_isa::AsmError>(())
/// ```
///
/// # Errors
///
/// The first thing that does not fit, located at its column.
pub fn parse_text(
    asm: &mut AsmCursor<'_>,
    items: &[TextItem],
    slots: &mut [Slot<'_>],
) -> Result<(), AsmError> {
    let mut slots = slots.iter_mut();
    let mut saturated = false;
    let mut suffixes_ended = false;
    let mut i = 0;
    while i < items.len() {
        match items[i] {
            TextItem::Predicate => match slots.next() {
                Some(Slot::Predicate(p)) => **p = asm.predicate()?,
                _ => return Err(asm.expected(MISFIT)),
            },
            TextItem::Mnemonic(mnemonic) => asm.mnemonic(mnemonic)?,
            TextItem::Flag(flag) => match slots.next() {
                Some(Slot::Flag(set)) => **set = asm.flag(flag),
                _ => return Err(asm.expected(MISFIT)),
            },
            TextItem::FlagOr(set, clear) => match slots.next() {
                Some(Slot::Flag(value)) => **value = asm.flag_or(set, clear)?,
                _ => return Err(asm.expected(MISFIT)),
            },
            TextItem::Saturated => saturated = asm.flag("sat"),
            TextItem::Joined(_) => {
                let flags: Vec<&str> = items[i..]
                    .iter()
                    .map_while(|x| match x {
                        TextItem::Joined(flag) => Some(*flag),
                        _ => None,
                    })
                    .collect();
                let set = flag_run(asm, &flags)?;
                for set in set {
                    match slots.next() {
                        Some(Slot::Flag(slot)) => **slot = set,
                        _ => return Err(asm.expected(MISFIT)),
                    }
                }
                i += flags.len();
                continue;
            }
            TextItem::Suffix => match slots.next() {
                Some(Slot::Value(value)) => suffix(asm, *value)?,
                _ => return Err(asm.expected(MISFIT)),
            },
            TextItem::Exec => {
                if !suffixes_ended {
                    asm.end_of_suffixes()?;
                    suffixes_ended = true;
                }
                let (Some(Slot::Value(mask)), Some(Slot::Value(size))) =
                    (slots.next(), slots.next())
                else {
                    return Err(asm.expected(MISFIT));
                };
                exec_size(asm, *mask, *size)?;
            }
            TextItem::Operands(min, max) => {
                if !suffixes_ended {
                    asm.end_of_suffixes()?;
                }
                // The operands of the text's layout that only it has count too.
                let layout = asm.context().map_or(Layout::default(), |c| c.layout);
                let own = items[i + 1..]
                    .iter()
                    .filter(|x| {
                        matches!(x,
                            TextItem::Operand(OperandText::InLayout { layout: l, .. })
                            | TextItem::Between(_, OperandText::InLayout { layout: l, .. }, _)
                                if *l == layout)
                    })
                    .count();
                let mut operands = asm.operands(usize::from(min) + own, usize::from(max) + own);
                let mut last: Option<&mut Slot<'_>> = None;
                for item in &items[i + 1..] {
                    let form = match *item {
                        TextItem::Operand(form) | TextItem::Between(_, form, _) => form,
                        TextItem::Saturates => {
                            let Some(Slot::Vector(v)) = last.as_deref_mut() else {
                                return Err(operands.asm.expected(MISFIT));
                            };
                            **v = operands.saturate(saturated, **v)?;
                            continue;
                        }
                        _ => return Err(operands.asm.expected(MISFIT)),
                    };
                    let Some(slot) = slots.next() else {
                        return Err(operands.asm.expected(MISFIT));
                    };
                    operand(&mut operands, form, slot)?;
                    last = Some(slot);
                }
                return operands.end();
            }
            TextItem::Operand(_) | TextItem::Between(..) | TextItem::Saturates => {
                return Err(asm.expected(MISFIT));
            }
        }
        i += 1;
    }
    Err(asm.expected(MISFIT))
}

/// Reads one operand in `form` into `slot`.
fn operand(
    operands: &mut AsmOperands<'_, '_>,
    form: OperandText,
    slot: &mut Slot<'_>,
) -> Result<(), AsmError> {
    match (form, slot) {
        (OperandText::InLayout { layout, .. }, Slot::Optional(value)) => {
            if operands
                .asm
                .context()
                .map_or(Layout::default(), |c| c.layout)
                == layout
            {
                operands.required_with(|asm| value.read_some(asm))?;
            }
            Ok(())
        }
        (OperandText::Optional, Slot::Optional(value)) => {
            if operands.next_operand()? {
                value.read_some(operands.asm)?;
                operands.count += 1;
            }
            Ok(())
        }
        (OperandText::Grouped { opens, closes }, Slot::Value(value)) => {
            operands.grouped_with(opens, closes, |asm| value.read(asm))
        }
        (OperandText::Quoted, Slot::Value(value)) => operands.quoted_with(|asm| value.read(asm)),
        (OperandText::Plain, Slot::Value(value)) => operands.required_with(|asm| value.read(asm)),
        (OperandText::Plain, Slot::Vector(v)) => {
            **v = operands.required()?;
            Ok(())
        }
        (OperandText::Destination, Slot::Vector(v)) => {
            **v = operands.required_destination()?;
            Ok(())
        }
        (OperandText::Unregioned(region), Slot::Vector(v)) => {
            **v = operands.required_unregioned(region)?;
            Ok(())
        }
        (OperandText::AddressOf, Slot::Vector(v)) => {
            **v = operands.required_address_of()?;
            Ok(())
        }
        _ => Err(operands.asm.expected(MISFIT)),
    }
}

/// [`AsmCursor::flag_run`] over a run of any length.
fn flag_run(asm: &mut AsmCursor<'_>, flags: &[&str]) -> Result<Vec<bool>, AsmError> {
    let mut set = vec![false; flags.len()];
    asm.flag_run_into(flags, &mut set)?;
    Ok(set)
}

/// [`AsmCursor::suffix`] into `value`.
fn suffix(asm: &mut AsmCursor<'_>, value: &mut dyn TextValue) -> Result<(), AsmError> {
    let Some(text) = asm.suffix_text() else {
        return Err(asm.expected(value.expected()));
    };
    let mut after = asm.clone();
    after.pos += 1 + text.len();
    match suffix_value(asm, text, value) {
        Ok(()) => {
            *asm = after;
            Ok(())
        }
        Err(e) => {
            let next_fits = after
                .suffix_text()
                .is_some_and(|next| suffix_value(&after, next, value).is_ok());
            Err(if next_fits {
                asm.error(AsmErrorKind::UnknownSuffix {
                    found: text.to_owned(),
                })
            } else {
                e
            })
        }
    }
}

/// `text`, the suffix after the dot at the cursor, read into `value`.
fn suffix_value(
    asm: &AsmCursor<'_>,
    text: &str,
    value: &mut dyn TextValue,
) -> Result<(), AsmError> {
    let mut inner = AsmCursor::at(text, asm.line(), asm.column().saturating_add(1));
    value.read(&mut inner)?;
    if inner.is_at_end() {
        Ok(())
    } else {
        Err(asm.error(AsmErrorKind::UnknownSuffix {
            found: text.to_owned(),
        }))
    }
}

/// [`AsmCursor::exec_size`] into `mask` and `size`.
fn exec_size(
    asm: &mut AsmCursor<'_>,
    mask: &mut dyn TextValue,
    size: &mut dyn TextValue,
) -> Result<(), AsmError> {
    let had_space = asm.skip_whitespace();
    if !had_space || asm.peek() != Some('(') {
        return Err(asm.expected("an execution size such as `(M1, 16)`"));
    }
    asm.bump();
    asm.skip_whitespace();
    mask.read(asm)?;
    asm.skip_whitespace();
    asm.expect(",", "`,` between execution mask and size")?;
    asm.skip_whitespace();
    size.read(asm)?;
    asm.skip_whitespace();
    asm.expect(")", "`)` after the execution size")?;
    Ok(())
}
