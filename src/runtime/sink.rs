//! Byte writers that encoders target.
//!
//! Every multi-byte field of the vISA binary is little-endian and fields are packed with no
//! alignment or padding (`visa-binary-format.md`, Conventions and §2.2). Encoders therefore only
//! ever need "append these bytes"; [`Sink`] is that one operation, so the same generated encoder
//! can write into a growable [`Vec<u8>`] or, without allocating, into a fixed buffer through
//! [`SliceSink`].

/// Destination of encoded bytes.
///
/// Why a trait: generated encoders must not allocate (the caller decides where bytes go), and
/// must not panic on a short buffer. Implementations decide what "full" means; [`SliceSink`]
/// drops and flags, `Vec<u8>` grows.
///
/// Multi-byte values are little-endian, as every field of the binary is (reference §2.2).
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
}

/// Growable sink: the convenient default when allocation is acceptable.
impl Sink for Vec<u8> {
    #[inline]
    fn put_u8(&mut self, v: u8) {
        self.push(v);
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
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct SliceSink<'a> {
    buf: &'a mut [u8],
    written: usize,
    needed: usize,
}

impl<'a> SliceSink<'a> {
    /// Creates a sink that writes from the start of `buf`.
    #[inline]
    pub fn new(buf: &'a mut [u8]) -> Self {
        SliceSink {
            buf,
            written: 0,
            needed: 0,
        }
    }

    /// Number of bytes actually stored in the buffer (never more than its length).
    #[inline]
    pub fn written(&self) -> usize {
        self.written
    }

    /// Total number of bytes that were asked to be written, including dropped ones.
    ///
    /// Equals [`written`](Self::written) unless the sink [overflowed](Self::overflowed).
    #[inline]
    pub fn needed(&self) -> usize {
        self.needed
    }

    /// Whether any write did not fit and was (fully or partly) dropped.
    #[inline]
    pub fn overflowed(&self) -> bool {
        self.needed > self.written
    }

    /// The bytes stored so far.
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
