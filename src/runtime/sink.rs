//! Byte writers that encoders target, and how operands are written into them.
//!
//! Binary layer (with [`decode`](super::decode), its mirror): above the operands and their
//! checks, below the text layer.
//!
//! Every multi-byte field of the vISA binary is little-endian and fields are packed with no
//! alignment or padding (`visa-binary-format.md`, Conventions and §2.2). Encoders therefore only
//! ever need "append these bytes"; [`Sink`] is that one operation, so the same generated encoder
//! can write into a growable [`Vec<u8>`] or, without allocating, into a fixed buffer through
//! [`SliceSink`].

use super::layout::Layout;
use super::operand::{exec_size_code, RawOperand, VectorOperand};
use super::packed::{PackedImmediate, PackedOperand};

/// Destination of encoded bytes.
///
/// Why a trait: generated encoders must not allocate (the caller decides where bytes go), and
/// must not panic on a short buffer. Implementations decide what "full" means; [`SliceSink`]
/// drops and flags, `Vec<u8>` grows.
///
/// Multi-byte values are little-endian, as every field of the binary is (reference §2.2).
///
/// ```
/// use visa_isa::runtime::sink::Sink;
///
/// let mut out = Vec::new();
/// out.put_u16(0x1234);
/// assert_eq!(out, [0x34, 0x12]); // little-endian
/// ```
pub trait Sink {
    /// Appends one byte (`ub` field kind, reference §2.2).
    fn put_u8(&mut self, v: u8);

    /// Appends a 16-bit value in little-endian order (`uw` / `w` field kinds, reference §2.2).
    #[inline]
    fn put_u16(&mut self, v: u16) {
        self.put_bytes(&v.to_le_bytes());
    }

    /// Appends a 32-bit value in little-endian order (`ud` / `d` field kinds, reference §2.2).
    #[inline]
    fn put_u32(&mut self, v: u32) {
        self.put_bytes(&v.to_le_bytes());
    }

    /// Appends raw bytes in order (used for 8-byte immediates and by the defaults above).
    fn put_bytes(&mut self, b: &[u8]);

    /// The byte layout the instructions are written in: the default one
    /// ([`Layout::Igc2022`]) unless the sink is an [`InLayout`].
    #[inline]
    fn layout(&self) -> Layout {
        Layout::default()
    }
}

/// A sink that writes into another in a chosen [`Layout`]: what
/// [`Instruction::encode_for`](crate::Instruction::encode_for) writes through.
///
/// ```
/// use visa_isa::{InLayout, Layout, Sink};
///
/// let mut bytes: Vec<u8> = Vec::new();
/// let mut sink = InLayout::new(&mut bytes, Layout::Current);
/// assert_eq!(sink.layout(), Layout::Current);
/// sink.put_u8(0x6d);
/// assert_eq!(bytes, [0x6d]);
/// ```
#[derive(Debug)]
pub struct InLayout<'a, S: Sink + ?Sized> {
    sink: &'a mut S,
    layout: Layout,
}

impl<'a, S: Sink + ?Sized> InLayout<'a, S> {
    /// Writes into `sink` in `layout`.
    ///
    /// ```
    /// use visa_isa::{InLayout, Layout, Sink};
    ///
    /// let mut bytes: Vec<u8> = Vec::new();
    /// InLayout::new(&mut bytes, Layout::Igc2022).put_u16(0x0102);
    /// assert_eq!(bytes, [0x02, 0x01]);
    /// ```
    #[inline]
    pub fn new(sink: &'a mut S, layout: Layout) -> Self {
        InLayout { sink, layout }
    }
}

impl<S: Sink + ?Sized> Sink for InLayout<'_, S> {
    #[inline]
    fn put_u8(&mut self, v: u8) {
        self.sink.put_u8(v);
    }

    #[inline]
    fn put_u16(&mut self, v: u16) {
        self.sink.put_u16(v);
    }

    #[inline]
    fn put_u32(&mut self, v: u32) {
        self.sink.put_u32(v);
    }

    #[inline]
    fn put_bytes(&mut self, b: &[u8]) {
        self.sink.put_bytes(b);
    }

    #[inline]
    fn layout(&self) -> Layout {
        self.layout
    }
}

/// Growable sink: the convenient default when allocation is acceptable.
impl Sink for Vec<u8> {
    #[inline]
    fn put_u8(&mut self, v: u8) {
        self.push(v);
    }

    // An array extends a vector by a length known at compile time, which inlines where
    // `extend_from_slice` of its slice often did not.
    #[inline]
    fn put_u16(&mut self, v: u16) {
        self.extend(v.to_le_bytes());
    }

    #[inline]
    fn put_u32(&mut self, v: u32) {
        self.extend(v.to_le_bytes());
    }

    #[inline]
    fn put_bytes(&mut self, b: &[u8]) {
        self.extend_from_slice(b);
    }
}

/// Forwarding impl so that `&mut S` can be passed where a sink is taken by value or re-borrowed.
impl<S: Sink + ?Sized> Sink for &mut S {
    #[inline]
    fn put_u8(&mut self, v: u8) {
        (**self).put_u8(v);
    }

    #[inline]
    fn put_u16(&mut self, v: u16) {
        (**self).put_u16(v);
    }

    #[inline]
    fn put_u32(&mut self, v: u32) {
        (**self).put_u32(v);
    }

    #[inline]
    fn put_bytes(&mut self, b: &[u8]) {
        (**self).put_bytes(b);
    }

    #[inline]
    fn layout(&self) -> Layout {
        (**self).layout()
    }
}

/// Fixed-buffer sink that never allocates and never panics.
///
/// Why: encoding must work into caller-provided memory (e.g. when splicing instructions into a
/// kernel image, reference §8.3) without allocation. Bytes that do not fit are dropped and the
/// sink remembers that it [overflowed](SliceSink::overflowed); the bytes that were stored are
/// always a prefix of what an unbounded sink would have received, and
/// [`needed`](SliceSink::needed) reports the total length that was asked for, so a caller can
/// report [`EncodeError::BufferTooSmall`](crate::runtime::EncodeError::BufferTooSmall).
///
/// This type borrows its buffer mutably, so it implements neither `Clone` nor serde traits.
///
/// ```
/// use visa_isa::runtime::sink::{Sink, SliceSink};
///
/// let mut buf = [0u8; 2];
/// let mut sink = SliceSink::new(&mut buf);
/// sink.put_u32(7);
/// assert!(sink.overflowed());
/// assert_eq!((sink.written(), sink.needed()), (2, 4));
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct SliceSink<'a> {
    buf: &'a mut [u8],
    written: usize,
    needed: usize,
}

impl<'a> SliceSink<'a> {
    /// Creates a sink that writes from the start of `buf`.
    ///
    /// ```
    /// use visa_isa::runtime::sink::SliceSink;
    ///
    /// let mut buf = [0u8; 4];
    /// assert_eq!(SliceSink::new(&mut buf).written(), 0);
    /// ```
    #[inline]
    pub fn new(buf: &'a mut [u8]) -> Self {
        SliceSink {
            buf,
            written: 0,
            needed: 0,
        }
    }

    /// Number of bytes actually stored in the buffer (never more than its length).
    ///
    /// ```
    /// use visa_isa::runtime::sink::{Sink, SliceSink};
    ///
    /// let mut buf = [0u8; 4];
    /// let mut sink = SliceSink::new(&mut buf);
    /// sink.put_u8(1);
    /// assert_eq!(sink.written(), 1);
    /// ```
    #[inline]
    pub fn written(&self) -> usize {
        self.written
    }

    /// Total number of bytes that were asked to be written, including dropped ones.
    ///
    /// Equals [`written`](Self::written) unless the sink [overflowed](Self::overflowed).
    ///
    /// ```
    /// use visa_isa::runtime::sink::{Sink, SliceSink};
    ///
    /// let mut buf = [0u8; 1];
    /// let mut sink = SliceSink::new(&mut buf);
    /// sink.put_u16(1);
    /// assert_eq!(sink.needed(), 2);
    /// ```
    #[inline]
    pub fn needed(&self) -> usize {
        self.needed
    }

    /// Whether any write did not fit and was (fully or partly) dropped.
    ///
    /// ```
    /// use visa_isa::runtime::sink::{Sink, SliceSink};
    ///
    /// let mut buf = [0u8; 2];
    /// let mut sink = SliceSink::new(&mut buf);
    /// sink.put_u16(1);
    /// assert!(!sink.overflowed());
    /// ```
    #[inline]
    pub fn overflowed(&self) -> bool {
        self.needed > self.written
    }

    /// The bytes stored so far.
    ///
    /// ```
    /// use visa_isa::runtime::sink::{Sink, SliceSink};
    ///
    /// let mut buf = [0u8; 4];
    /// let mut sink = SliceSink::new(&mut buf);
    /// sink.put_u8(9);
    /// assert_eq!(sink.as_written(), [9]);
    /// ```
    #[inline]
    pub fn as_written(&self) -> &[u8] {
        // `written` never exceeds `buf.len()`, so `get` always succeeds; fall back to the empty
        // slice instead of panicking to keep the no-panic guarantee obvious.
        self.buf.get(..self.written).unwrap_or(&[])
    }
}

impl Sink for SliceSink<'_> {
    #[inline]
    fn put_u8(&mut self, v: u8) {
        self.put_bytes(&[v]);
    }

    #[inline]
    fn put_bytes(&mut self, b: &[u8]) {
        self.needed = self.needed.saturating_add(b.len());
        if self.written != self.needed.saturating_sub(b.len()) {
            // An earlier write already overflowed: keep the stored bytes a clean prefix.
            return;
        }
        let room = self.buf.len().saturating_sub(self.written);
        let n = room.min(b.len());
        if let (Some(dst), Some(src)) =
            (self.buf.get_mut(self.written..self.written + n), b.get(..n))
        {
            dst.copy_from_slice(src);
            self.written += n;
        }
    }
}

// ---------------------------------------------------------------- operands as bytes

impl RawOperand {
    /// Writes `ud var_id`, `uw byte_offset`. Example: V34 at offset 0 → `22 00 00 00 00 00`.
    ///
    /// ```
    /// use visa_isa::RawOperand;
    ///
    /// let mut out = Vec::new();
    /// RawOperand::new(34, 0).write(&mut out);
    /// assert_eq!(out, [0x22, 0, 0, 0, 0, 0]);
    /// ```
    #[inline]
    pub fn write(&self, out: &mut impl Sink) {
        out.put_u32(self.var);
        out.put_u16(self.offset);
    }
}

impl VectorOperand {
    /// Writes the operand as a destination: as [`write`](VectorOperand::write), but a
    /// general or indirect operand's region is the destination form, only the horizontal
    /// stride (reference §2.6; [`Region::encode_destination`](super::types::Region::encode_destination)).
    ///
    /// ```
    /// use visa_isa::VarId;
    ///
    /// let mut out = Vec::new();
    /// VarId(33).dst(0, 0).write_destination(&mut out);
    /// assert_eq!(out.len(), 9);
    /// ```
    #[inline]
    pub fn write_destination(&self, out: &mut impl Sink) {
        match self {
            VectorOperand::General(g) => {
                out.put_u8(self.tag());
                out.put_u32(g.var);
                out.put_u8(g.row);
                out.put_u8(g.col);
                out.put_u16(g.region.encode_destination().unwrap_or(0));
            }
            VectorOperand::Indirect(i) => {
                out.put_u8(self.tag());
                out.put_u16(i.addr);
                out.put_u8(i.addr_offset);
                out.put_u16(i.imm_offset as u16);
                out.put_u8(i.ty.code());
                out.put_u16(i.region.encode_destination().unwrap_or(0));
            }
            _ => self.write(out),
        }
    }

    /// Writes the tag byte and the class payload exactly as in reference §2.6.
    ///
    /// Never fails: a region or address width that cannot be encoded is written as 0, and the
    /// predicate id is masked to 12 bits; [`check`](VectorOperand::check) rejects those first.
    ///
    /// ```
    /// use visa_isa::VectorOperand;
    ///
    /// let mut out = Vec::new();
    /// VectorOperand::imm_ud(1).write(&mut out);
    /// assert_eq!(out, [5, 0, 1, 0, 0, 0]); // tag, type ud, value
    /// ```
    #[inline]
    pub fn write(&self, out: &mut impl Sink) {
        out.put_u8(self.tag());
        match self {
            VectorOperand::General(g) => {
                out.put_u32(g.var);
                out.put_u8(g.row);
                out.put_u8(g.col);
                out.put_u16(g.region.encode().unwrap_or(0));
            }
            VectorOperand::Address(a) => {
                out.put_u16(a.addr);
                out.put_u8(a.offset);
                out.put_u8(exec_size_code(a.width).unwrap_or(0));
            }
            VectorOperand::Predicate(p) => {
                out.put_u16(p.id & 0x0FFF);
            }
            VectorOperand::Indirect(i) => {
                out.put_u16(i.addr);
                out.put_u8(i.addr_offset);
                out.put_u16(i.imm_offset as u16);
                out.put_u8(i.ty.code());
                out.put_u16(i.region.encode().unwrap_or(0));
            }
            VectorOperand::Immediate(imm) => {
                out.put_u8(imm.ty.code());
                if imm.ty.immediate_len() == 8 {
                    out.put_u32(imm.bits as u32);
                    out.put_u32((imm.bits >> 32) as u32);
                } else {
                    out.put_u32(imm.bits as u32);
                }
            }
            VectorOperand::State(s) => {
                out.put_u8(s.class.code());
                out.put_u16(s.id);
                out.put_u8(s.offset);
            }
        }
    }
}

impl<T: PackedImmediate> PackedOperand<T> {
    /// Writes the encoding.
    ///
    /// ```
    /// use visa_isa::op_3d_sample::Aoffimmi;
    /// use visa_isa::PackedOperand;
    ///
    /// let mut out = Vec::new();
    /// PackedOperand::Immediate(Aoffimmi::default()).write(&mut out);
    /// assert_eq!(out.len(), 6);
    /// ```
    #[inline]
    pub fn write(&self, out: &mut impl Sink) {
        self.to_operand().write(out);
    }
}
