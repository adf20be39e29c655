//! Throughput over a stream of 10,000 mixed instructions: the generated encoder and decoder
//! against a hand-written encoder and decoder of the same instructions (issue 14, point 3).
//!
//! The stream mixes nine instruction kinds of the five seed opcodes (`specs/`): 3D_SAMPLE
//! `sample`, `sample_b`, `sample_l` and `sample_lz`, 3D_SAMPLE4 `gather4` and `gather4_c`,
//! GATHER4_TYPED, SAMPLE_UNORM and SCATTER4_SCALED, with varied operands (predicates, execution
//! sizes and masks, packed and general Aoffimmi, immediate, general and indirect vector operands,
//! one to five parameters), drawn from a fixed seed.
//!
//! The hand-written side is what a careful person writes for exactly these kinds: plain structs,
//! a `match` on the opcode, the bytes written and read field by field, and the same checks as
//! the generated code (every rule `validate` applies when encoding; when decoding, every rule
//! `read_unchecked` and `validate` apply). Before timing, the bench asserts that both encoders
//! write identical bytes, that both decoders read back the same instructions, and that both
//! decoders accept and reject the same inputs over thousands of corrupted and truncated copies.
//!
//! Timing is interleaved: in each of [`ROUNDS`] rounds every comparison runs both sides back to
//! back, alternating which goes first, so that the machine's drift hits both alike. Per side it
//! reports the median time of a pass over the stream as instructions/s and MB/s, and the ratio
//! hand-written time / generated time (≥ 1.0 means the generated code is at least as fast).
//!
//! Run with `cargo bench --bench stream`; `benches/build-cost.sh` runs it with the other
//! figures of issue 14.

use std::hint::black_box;
use std::time::{Duration, Instant};

use visa_isa::gather4_typed::Gather4Typed;
use visa_isa::op_3d_sample::{Sample, SampleB, SampleL, SampleLz};
use visa_isa::op_3d_sample4::{Gather4, Gather4C, SrcChannel};
use visa_isa::sample_unorm::{OutputFormat, SampleUnorm};
use visa_isa::scatter4_scaled::Scatter4Scaled;
use visa_isa::{
    decode_stream, op_3d_sample, op_3d_sample4, AddressOperand, AnyInstruction, ChannelMask,
    ExecMask, ExecSize, GeneralOperand, Immediate, IndirectOperand, Instruction, Modifier,
    PackedOperand, Predicate, PredicateOperand, RawOperand, Region, SamplerIndex, StateClass,
    StateOperand, SurfaceIndex, VectorOperand, VisaType,
};

/// Instructions in the stream.
const STREAM_LEN: usize = 10_000;
/// The seed the stream is drawn from.
const SEED: u64 = 0x5eed_0014;
/// Timed rounds per comparison.
const ROUNDS: usize = 21;
/// The least time one timed sample takes (passes over the stream are repeated up to it).
const SAMPLE_TIME: Duration = Duration::from_millis(40);
/// Corrupted and truncated copies both decoders must agree on.
const MUTATIONS: usize = 20_000;

// ------------------------------------------------------------------ the hand-written side

/// A vector operand (reference §2.6) as a hand-written codec would hold it: the fields of the
/// bytes, the region as its encoded bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HVec {
    General {
        var: u32,
        row: u8,
        col: u8,
        region: u16,
        modifier: u8,
    },
    Address {
        addr: u16,
        offset: u8,
        width: u8,
    },
    Predicate {
        id: u16,
    },
    Indirect {
        addr: u16,
        addr_offset: u8,
        imm_offset: i16,
        ty: u8,
        region: u16,
        modifier: u8,
    },
    Immediate {
        ty: u8,
        bits: u64,
    },
    State {
        class: u8,
        id: u16,
        offset: u8,
    },
}

const TY_UD: u8 = 0;
const TY_UW: u8 = 2;
const TY_F: u8 = 7;
const TY_BOOL: u8 = 10;
/// Region bits of `<0;1,0>`.
const SCALAR_REGION: u16 = 0x0121;

/// Whether `bits` is an encodable source region: three stride codes 1 to 7, width not 0.
#[inline]
fn region_ok(bits: u16) -> bool {
    let nibble = |s: u16| (bits >> s) & 0xf;
    bits & 0xf000 == 0
        && (1..=7).contains(&nibble(0))
        && (2..=7).contains(&nibble(4))
        && (1..=7).contains(&nibble(8))
}

/// Immediate type codes 6 (df), 11 (uq) and 13 (q) take eight bytes, the others four.
#[inline]
fn immediate_len(ty: u8) -> usize {
    if matches!(ty, 6 | 11 | 13) {
        8
    } else {
        4
    }
}

impl HVec {
    #[inline]
    fn len(&self) -> usize {
        match self {
            HVec::General { .. } | HVec::Indirect { .. } => 9,
            HVec::Address { .. } | HVec::State { .. } => 5,
            HVec::Predicate { .. } => 3,
            HVec::Immediate { ty, .. } => 2 + immediate_len(*ty),
        }
    }

    /// The operand's own rules (reference §5.1): what any field holding it checks.
    #[inline]
    fn check(&self) -> Result<(), &'static str> {
        match *self {
            HVec::General {
                region, modifier, ..
            } => {
                if !region_ok(region) {
                    return Err("region");
                }
                if modifier > 3 {
                    return Err("modifier");
                }
            }
            HVec::Indirect {
                region,
                modifier,
                ty,
                imm_offset,
                ..
            } => {
                if !region_ok(region) {
                    return Err("region");
                }
                if modifier > 3 {
                    return Err("modifier");
                }
                // No v, vf, bool or uv through an address register.
                if ty > 15 || matches!(ty, 8 | 9 | 10 | 12) {
                    return Err("indirect type");
                }
                if !(-512..=511).contains(&imm_offset) {
                    return Err("indirect offset");
                }
            }
            HVec::Immediate { ty, bits } => {
                if ty > 15 || ty == TY_BOOL {
                    return Err("immediate type");
                }
                let max = match ty {
                    4 | 5 => 0xff,
                    2 | 3 | 14 | 15 => 0xffff,
                    _ if immediate_len(ty) == 8 => u64::MAX,
                    _ => 0xffff_ffff,
                };
                if bits > max {
                    return Err("immediate bits");
                }
            }
            HVec::Address { width, .. } => {
                if width > 5 {
                    return Err("address width");
                }
            }
            HVec::Predicate { id } => {
                if id == 0 || id > 0xfff {
                    return Err("predicate id");
                }
            }
            HVec::State { class, .. } => {
                if class > 1 {
                    return Err("state class");
                }
            }
        }
        Ok(())
    }

    /// The region of a general or indirect operand is `<_;1,0>`.
    #[inline]
    fn check_scalar(&self) -> Result<(), &'static str> {
        match *self {
            HVec::General { region, .. } | HVec::Indirect { region, .. }
                if region & 0xff0 != 0x120 =>
            {
                Err("region not scalar")
            }
            _ => Ok(()),
        }
    }

    /// Immediates and indirect operands have type `ty`.
    #[inline]
    fn check_type(&self, ty: u8) -> Result<(), &'static str> {
        match *self {
            HVec::Immediate { ty: t, .. } | HVec::Indirect { ty: t, .. } if t != ty => {
                Err("operand type")
            }
            _ => Ok(()),
        }
    }

    /// 3D sampling's Aoffimmi: a uw immediate with three 4-bit offsets and reserved bits 15:12
    /// clear, or any other scalar operand of type uw (but an immediate of type uw, which must be
    /// the packed immediate).
    #[inline]
    fn check_aoffimmi(&self) -> Result<(), &'static str> {
        if let HVec::Immediate { ty: TY_UW, bits } = *self {
            return if bits & !0x0fff == 0 {
                Ok(())
            } else {
                Err("Aoffimmi reserved bits")
            };
        }
        self.check()?;
        self.check_type(TY_UW)?;
        self.check_scalar()
    }

    /// SAMPLE_UNORM's offsets and deltas: a scalar f operand, general, indirect or immediate.
    #[inline]
    fn check_unorm(&self) -> Result<(), &'static str> {
        self.check()?;
        self.check_scalar()?;
        if !matches!(
            self,
            HVec::General { .. } | HVec::Indirect { .. } | HVec::Immediate { .. }
        ) {
            return Err("operand class");
        }
        self.check_type(TY_F)
    }

    #[inline]
    fn write(&self, out: &mut Vec<u8>) {
        match *self {
            HVec::General {
                var,
                row,
                col,
                region,
                modifier,
            } => {
                out.push(modifier << 3);
                out.extend_from_slice(&var.to_le_bytes());
                out.push(row);
                out.push(col);
                out.extend_from_slice(&region.to_le_bytes());
            }
            HVec::Address {
                addr,
                offset,
                width,
            } => {
                out.push(1);
                out.extend_from_slice(&addr.to_le_bytes());
                out.push(offset);
                out.push(width);
            }
            HVec::Predicate { id } => {
                out.push(2);
                out.extend_from_slice(&id.to_le_bytes());
            }
            HVec::Indirect {
                addr,
                addr_offset,
                imm_offset,
                ty,
                region,
                modifier,
            } => {
                out.push(3 | modifier << 3);
                out.extend_from_slice(&addr.to_le_bytes());
                out.push(addr_offset);
                out.extend_from_slice(&imm_offset.to_le_bytes());
                out.push(ty);
                out.extend_from_slice(&region.to_le_bytes());
            }
            HVec::Immediate { ty, bits } => {
                out.push(5);
                out.push(ty);
                out.extend_from_slice(&bits.to_le_bytes()[..immediate_len(ty)]);
            }
            HVec::State { class, id, offset } => {
                out.push(6);
                out.push(class);
                out.extend_from_slice(&id.to_le_bytes());
                out.push(offset);
            }
        }
    }
}

/// A raw operand: variable and offset.
type HRaw = (u32, u16);

/// The 3D sampler's messages (3D_SAMPLE and 3D_SAMPLE4): one layout, the sub-op in `op`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HSampler {
    opcode: u8,
    /// Bits 7:0 the sub-op; bit 8 pixel null mask; 3D_SAMPLE: bit 9 CPS LOD compensation,
    /// bit 10 non-uniform sampler state.
    op: u16,
    exec: u8,
    pred: u16,
    /// 3D_SAMPLE: the channel mask; 3D_SAMPLE4: the source channel.
    channels: u8,
    aoffimmi: HVec,
    sampler: u8,
    surface: u8,
    dst: HRaw,
    count: u8,
    params: [HRaw; 5],
}

/// GATHER4_TYPED.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HGather4Typed {
    exec: u8,
    pred: u16,
    channels: u8,
    surface: u8,
    /// U, V, R, LOD, Dst.
    operands: [HRaw; 5],
}

/// SAMPLE_UNORM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HSampleUnorm {
    /// Channels in bits 3:0, the output format in bits 5:4.
    channel_mask: u8,
    sampler: u8,
    surface: u8,
    /// U_offset, V_offset, DeltaU, DeltaV.
    operands: [HVec; 4],
    dst: HRaw,
}

/// SCATTER4_SCALED.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HScatter4Scaled {
    exec: u8,
    pred: u16,
    channels: u8,
    scale: u16,
    surface: u8,
    offset: HVec,
    element_offset: HRaw,
    src: HRaw,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hand {
    Sampler(HSampler),
    Gather4Typed(HGather4Typed),
    SampleUnorm(HSampleUnorm),
    Scatter4Scaled(HScatter4Scaled),
}

const OP_3D_SAMPLE: u8 = 0x6d;
const OP_3D_SAMPLE4: u8 = 0x6f;
const OP_GATHER4_TYPED: u8 = 0x4b;
const OP_SAMPLE_UNORM: u8 = 0x41;
const OP_SCATTER4_SCALED: u8 = 0x75;

/// What a 3D sampler sub-op allows: the most parameters, and whether CPS LOD compensation may
/// be set. `None` for a sub-op this codec does not handle.
#[inline]
fn sampler_op(opcode: u8, sub_op: u8) -> Option<(u8, bool)> {
    match (opcode, sub_op) {
        (OP_3D_SAMPLE, 0) => Some((4, true)),    // sample
        (OP_3D_SAMPLE, 1) => Some((5, true)),    // sample_b
        (OP_3D_SAMPLE, 2) => Some((5, false)),   // sample_l
        (OP_3D_SAMPLE, 24) => Some((4, false)),  // sample_lz
        (OP_3D_SAMPLE4, 8) => Some((4, false)),  // gather4
        (OP_3D_SAMPLE4, 16) => Some((5, false)), // gather4_c
        _ => None,
    }
}

/// The Exec_size byte: the size code is one of `sizes` (3 = 8 lanes, 4 = 16, 5 = 32) and the
/// mask's channel group fits the size (IGC's verifier).
#[inline]
fn check_exec(exec: u8, sizes: core::ops::RangeInclusive<u8>) -> Result<(), &'static str> {
    let size = exec & 0xf;
    if !sizes.contains(&size) {
        return Err("exec size");
    }
    let lanes = 1u32 << size;
    let group = u32::from(exec >> 4 & 7);
    let ok = match lanes {
        8 => group % 2 == 0,
        _ => group == 0 || group == 4,
    } && lanes + 4 * group <= 32;
    if ok {
        Ok(())
    } else {
        Err("exec mask")
    }
}

/// The Pred field: 0, or an id 1 to 0xfff with bit 12 clear and control 0 to 2.
#[inline]
fn check_pred(pred: u16) -> Result<(), &'static str> {
    if pred != 0 && (pred & 0xfff == 0 || pred & 0x1000 != 0 || pred >> 13 & 3 == 3) {
        return Err("predicate");
    }
    Ok(())
}

#[inline]
fn put_raw(out: &mut Vec<u8>, (var, offset): HRaw) {
    out.extend_from_slice(&var.to_le_bytes());
    out.extend_from_slice(&offset.to_le_bytes());
}

impl Hand {
    fn validate(&self) -> Result<(), &'static str> {
        match self {
            Hand::Sampler(s) => {
                let (max, cps) = sampler_op(s.opcode, s.op as u8).ok_or("sub-op")?;
                if s.opcode == OP_3D_SAMPLE {
                    if s.op & !0x7ff != 0 || (!cps && s.op & 0x200 != 0) {
                        return Err("Op bits");
                    }
                    check_exec(s.exec, 3..=4)?;
                    if s.channels & 0xf == 0 || s.channels & !0xf != 0 {
                        return Err("channels");
                    }
                } else {
                    if s.op & !0x1ff != 0 {
                        return Err("Op bits");
                    }
                    check_exec(s.exec, 3..=5)?;
                    if s.channels > 3 {
                        return Err("source channel");
                    }
                }
                check_pred(s.pred)?;
                s.aoffimmi.check_aoffimmi()?;
                if s.count == 0 || s.count > max {
                    return Err("parameter count");
                }
            }
            Hand::Gather4Typed(g) => {
                check_exec(g.exec, 3..=3)?;
                check_pred(g.pred)?;
                if g.channels & 0xf == 0 || g.channels & !0xf != 0 {
                    return Err("channels");
                }
                if g.surface == 0 || g.surface == 5 {
                    return Err("surface");
                }
            }
            Hand::SampleUnorm(u) => {
                if u.channel_mask & 0xf == 0 || u.channel_mask & !0x3f != 0 {
                    return Err("channel mask");
                }
                if u.surface <= 5 {
                    return Err("surface");
                }
                for op in &u.operands {
                    op.check_unorm()?;
                }
            }
            Hand::Scatter4Scaled(s) => {
                check_exec(s.exec, 3..=4)?;
                check_pred(s.pred)?;
                if s.channels & 0xf == 0 || s.channels & !0xf != 0 {
                    return Err("channels");
                }
                s.offset.check()?;
                s.offset.check_scalar()?;
                s.offset.check_type(TY_UD)?;
            }
        }
        Ok(())
    }

    fn len(&self) -> usize {
        match self {
            Hand::Sampler(s) => 16 + s.aoffimmi.len() + 6 * usize::from(s.count),
            Hand::Gather4Typed(_) => 36,
            Hand::SampleUnorm(u) => 10 + u.operands.iter().map(HVec::len).sum::<usize>(),
            Hand::Scatter4Scaled(s) => 20 + s.offset.len(),
        }
    }

    /// Validates, then appends the bytes; returns their number.
    fn encode(&self, out: &mut Vec<u8>) -> Result<usize, &'static str> {
        self.validate()?;
        let start = out.len();
        out.reserve(self.len());
        match self {
            Hand::Sampler(s) => {
                out.push(s.opcode);
                out.extend_from_slice(&s.op.to_le_bytes());
                out.push(s.exec);
                out.extend_from_slice(&s.pred.to_le_bytes());
                out.push(s.channels);
                s.aoffimmi.write(out);
                out.push(s.sampler);
                out.push(s.surface);
                put_raw(out, s.dst);
                out.push(s.count);
                for p in &s.params[..usize::from(s.count)] {
                    put_raw(out, *p);
                }
            }
            Hand::Gather4Typed(g) => {
                out.push(OP_GATHER4_TYPED);
                out.push(g.exec);
                out.extend_from_slice(&g.pred.to_le_bytes());
                out.push(g.channels);
                out.push(g.surface);
                for r in &g.operands {
                    put_raw(out, *r);
                }
            }
            Hand::SampleUnorm(u) => {
                out.push(OP_SAMPLE_UNORM);
                out.push(u.channel_mask);
                out.push(u.sampler);
                out.push(u.surface);
                for op in &u.operands {
                    op.write(out);
                }
                put_raw(out, u.dst);
            }
            Hand::Scatter4Scaled(s) => {
                out.push(OP_SCATTER4_SCALED);
                out.push(s.exec);
                out.extend_from_slice(&s.pred.to_le_bytes());
                out.push(s.channels);
                out.extend_from_slice(&s.scale.to_le_bytes());
                out.push(s.surface);
                s.offset.write(out);
                put_raw(out, s.element_offset);
                put_raw(out, s.src);
            }
        }
        Ok(out.len() - start)
    }
}

/// A decoding error: where, and what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HandError {
    offset: usize,
    what: &'static str,
}

/// The hand-written decoder's cursor.
struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    #[inline]
    fn err<T>(&self, what: &'static str) -> Result<T, HandError> {
        Err(HandError {
            offset: self.pos,
            what,
        })
    }

    #[inline]
    fn take<const N: usize>(&mut self) -> Result<[u8; N], HandError> {
        match self.bytes.get(self.pos..self.pos + N) {
            Some(b) => {
                self.pos += N;
                let mut out = [0; N];
                out.copy_from_slice(b);
                Ok(out)
            }
            None => self.err("truncated"),
        }
    }

    #[inline]
    fn u8(&mut self) -> Result<u8, HandError> {
        self.take::<1>().map(|[b]| b)
    }

    #[inline]
    fn u16(&mut self) -> Result<u16, HandError> {
        self.take().map(u16::from_le_bytes)
    }

    #[inline]
    fn raw(&mut self) -> Result<HRaw, HandError> {
        let b: [u8; 6] = self.take()?;
        Ok((
            u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            u16::from_le_bytes([b[4], b[5]]),
        ))
    }

    /// A vector operand: every tag, type, region and width must be one the format defines.
    fn vector(&mut self) -> Result<HVec, HandError> {
        let start = self.pos;
        let bad = |what| HandError {
            offset: start,
            what,
        };
        let Some(&tag) = self.bytes.get(start) else {
            return self.err("truncated");
        };
        let class = tag & 7;
        let modifier = tag >> 3 & 7;
        if tag & 0xc0 != 0 || class == 4 || class == 7 {
            return Err(bad("operand tag"));
        }
        if modifier > 5 || (modifier != 0 && class != 0 && class != 3) {
            return Err(bad("modifier"));
        }
        let len = match class {
            0 | 3 => 9,
            1 | 6 => 5,
            2 => 3,
            _ => match self.bytes.get(start + 1) {
                Some(&ty) if ty <= 15 => 2 + immediate_len(ty),
                Some(_) => return Err(bad("immediate type")),
                None => return self.err("truncated"),
            },
        };
        let Some(b) = self.bytes.get(start..start + len) else {
            return self.err("truncated");
        };
        let u16_at = |i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
        let region = |bits: u16| {
            if region_ok(bits) {
                Ok(bits)
            } else {
                Err(bad("region"))
            }
        };
        let operand = match class {
            0 => HVec::General {
                var: u32::from_le_bytes([b[1], b[2], b[3], b[4]]),
                row: b[5],
                col: b[6],
                region: region(u16_at(7))?,
                modifier,
            },
            1 => {
                if b[4] > 5 {
                    return Err(bad("address width"));
                }
                HVec::Address {
                    addr: u16_at(1),
                    offset: b[3],
                    width: b[4],
                }
            }
            2 => {
                if u16_at(1) & 0xf000 != 0 {
                    return Err(bad("predicate id"));
                }
                HVec::Predicate { id: u16_at(1) }
            }
            3 => {
                if b[6] > 15 {
                    return Err(bad("indirect type"));
                }
                HVec::Indirect {
                    addr: u16_at(1),
                    addr_offset: b[3],
                    imm_offset: u16_at(4) as i16,
                    ty: b[6],
                    region: region(u16_at(7))?,
                    modifier,
                }
            }
            5 => {
                let mut bits = [0; 8];
                bits[..len - 2].copy_from_slice(&b[2..]);
                HVec::Immediate {
                    ty: b[1],
                    bits: u64::from_le_bytes(bits),
                }
            }
            _ => {
                if b[1] > 1 {
                    return Err(bad("state class"));
                }
                HVec::State {
                    class: b[1],
                    id: u16_at(2),
                    offset: b[4],
                }
            }
        };
        self.pos += len;
        Ok(operand)
    }

    /// Reads and validates one instruction.
    fn instruction(&mut self) -> Result<Hand, HandError> {
        let start = self.pos;
        let opcode = self.u8()?;
        let inst = match opcode {
            OP_3D_SAMPLE | OP_3D_SAMPLE4 => {
                let op = self.u16()?;
                let exec = self.u8()?;
                let pred = self.u16()?;
                let channels = self.u8()?;
                let aoffimmi = self.vector()?;
                let [sampler, surface] = self.take()?;
                let dst = self.raw()?;
                let at = self.pos;
                let count = self.u8()?;
                let max = sampler_op(opcode, op as u8).map_or(5, |(max, _)| max);
                if count > max {
                    return Err(HandError {
                        offset: at,
                        what: "parameter count",
                    });
                }
                let mut params = [(0, 0); 5];
                for p in &mut params[..usize::from(count)] {
                    *p = self.raw()?;
                }
                Hand::Sampler(HSampler {
                    opcode,
                    op,
                    exec,
                    pred,
                    channels,
                    aoffimmi,
                    sampler,
                    surface,
                    dst,
                    count,
                    params,
                })
            }
            OP_GATHER4_TYPED => {
                let exec = self.u8()?;
                let pred = self.u16()?;
                let [channels, surface] = self.take()?;
                let mut operands = [(0, 0); 5];
                for r in &mut operands {
                    *r = self.raw()?;
                }
                Hand::Gather4Typed(HGather4Typed {
                    exec,
                    pred,
                    channels,
                    surface,
                    operands,
                })
            }
            OP_SAMPLE_UNORM => {
                let [channel_mask, sampler, surface] = self.take()?;
                let operands = [
                    self.vector()?,
                    self.vector()?,
                    self.vector()?,
                    self.vector()?,
                ];
                let dst = self.raw()?;
                Hand::SampleUnorm(HSampleUnorm {
                    channel_mask,
                    sampler,
                    surface,
                    operands,
                    dst,
                })
            }
            OP_SCATTER4_SCALED => {
                let exec = self.u8()?;
                let pred = self.u16()?;
                let channels = self.u8()?;
                let scale = self.u16()?;
                let surface = self.u8()?;
                let offset = self.vector()?;
                let element_offset = self.raw()?;
                let src = self.raw()?;
                Hand::Scatter4Scaled(HScatter4Scaled {
                    exec,
                    pred,
                    channels,
                    scale,
                    surface,
                    offset,
                    element_offset,
                    src,
                })
            }
            _ => {
                return Err(HandError {
                    offset: start,
                    what: "opcode",
                })
            }
        };
        inst.validate().map_err(|what| HandError {
            offset: start,
            what,
        })?;
        Ok(inst)
    }
}

/// Decodes a whole stream into `out`.
fn hand_decode(bytes: &[u8], out: &mut Vec<Hand>) -> Result<(), HandError> {
    let mut cursor = Cursor { bytes, pos: 0 };
    while cursor.pos < bytes.len() {
        out.push(cursor.instruction()?);
    }
    Ok(())
}

// ------------------------------------------------------------------ the stream

/// SplitMix64: a small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

fn raw(rng: &mut Rng) -> HRaw {
    (32 + rng.below(200) as u32, rng.below(4) as u16)
}

/// An Exec_size byte with one of `sizes` and a channel group the size allows.
fn exec(rng: &mut Rng, sizes: &[u8]) -> u8 {
    let size = sizes[rng.below(sizes.len() as u64) as usize];
    let groups: &[u8] = match size {
        3 => &[0, 2, 4, 6],
        4 => &[0, 4],
        _ => &[0],
    };
    let group = groups[rng.below(groups.len() as u64) as usize];
    let nm = if rng.chance(25) { 8 } else { 0 };
    size | (group | nm) << 4
}

fn pred(rng: &mut Rng) -> u16 {
    if rng.chance(50) {
        return 0;
    }
    let id = 1 + rng.below(0xfff) as u16;
    let control = rng.below(3) as u16;
    let inverted = if rng.chance(30) { 0x8000 } else { 0 };
    id | control << 13 | inverted
}

fn general_scalar(rng: &mut Rng) -> HVec {
    HVec::General {
        var: 32 + rng.below(200) as u32,
        row: rng.below(4) as u8,
        col: rng.below(8) as u8,
        region: SCALAR_REGION,
        modifier: 0,
    }
}

fn aoffimmi(rng: &mut Rng) -> HVec {
    if rng.chance(15) {
        return general_scalar(rng);
    }
    HVec::Immediate {
        ty: TY_UW,
        bits: rng.below(0x1000),
    }
}

/// A scalar operand of type `ty`: immediate, general or indirect.
fn scalar(rng: &mut Rng, ty: u8) -> HVec {
    match rng.below(4) {
        0 | 1 => HVec::Immediate {
            ty,
            bits: rng.below(1 << 32),
        },
        2 => general_scalar(rng),
        _ => HVec::Indirect {
            addr: rng.below(16) as u16,
            addr_offset: rng.below(8) as u8,
            imm_offset: rng.below(1024) as i16 - 512,
            ty,
            region: SCALAR_REGION,
            modifier: 0,
        },
    }
}

/// The stream: nine kinds, evenly mixed, with varied operands.
fn stream(len: usize, seed: u64) -> Vec<Hand> {
    let mut rng = Rng(seed);
    (0..len)
        .map(|_| match rng.below(9) {
            kind @ 0..=5 => {
                let (opcode, sub_op) = [
                    (OP_3D_SAMPLE, 0),
                    (OP_3D_SAMPLE, 1),
                    (OP_3D_SAMPLE, 2),
                    (OP_3D_SAMPLE, 24),
                    (OP_3D_SAMPLE4, 8),
                    (OP_3D_SAMPLE4, 16),
                ][kind as usize];
                let (max, cps) = sampler_op(opcode, sub_op).expect("a handled sub-op");
                let mut op = u16::from(sub_op) | if rng.chance(20) { 0x100 } else { 0 };
                let sample = opcode == OP_3D_SAMPLE;
                if sample && cps && rng.chance(20) {
                    op |= 0x200;
                }
                if sample && rng.chance(20) {
                    op |= 0x400;
                }
                let count = 1 + rng.below(u64::from(max)) as u8;
                let mut params = [(0, 0); 5];
                for p in &mut params[..usize::from(count)] {
                    *p = raw(&mut rng);
                }
                Hand::Sampler(HSampler {
                    opcode,
                    op,
                    exec: exec(&mut rng, if sample { &[3, 4] } else { &[3, 4, 5] }),
                    pred: pred(&mut rng),
                    channels: if sample {
                        1 + rng.below(15) as u8
                    } else {
                        rng.below(4) as u8
                    },
                    aoffimmi: aoffimmi(&mut rng),
                    sampler: rng.below(16) as u8,
                    surface: rng.below(256) as u8,
                    dst: raw(&mut rng),
                    count,
                    params,
                })
            }
            6 => Hand::Gather4Typed(HGather4Typed {
                exec: exec(&mut rng, &[3]),
                pred: pred(&mut rng),
                channels: 1 + rng.below(15) as u8,
                surface: [1, 2, 3, 4, 6, 7, 200][rng.below(7) as usize],
                operands: [(); 5].map(|()| raw(&mut rng)),
            }),
            7 => Hand::SampleUnorm(HSampleUnorm {
                channel_mask: (1 + rng.below(15) as u8) | (rng.below(4) as u8) << 4,
                sampler: rng.below(16) as u8,
                surface: 6 + rng.below(250) as u8,
                operands: [(); 4].map(|()| scalar(&mut rng, TY_F)),
                dst: raw(&mut rng),
            }),
            _ => Hand::Scatter4Scaled(HScatter4Scaled {
                exec: exec(&mut rng, &[3, 4]),
                pred: pred(&mut rng),
                channels: 1 + rng.below(15) as u8,
                scale: rng.below(1 << 16) as u16,
                surface: rng.below(256) as u8,
                offset: if rng.chance(50) {
                    general_scalar(&mut rng)
                } else {
                    HVec::Immediate {
                        ty: TY_UD,
                        bits: rng.below(1 << 32),
                    }
                },
                element_offset: raw(&mut rng),
                src: raw(&mut rng),
            }),
        })
        .collect()
}

// ------------------------------------------------------------------ hand → generated

fn g_raw((var, offset): HRaw) -> RawOperand {
    RawOperand::new(var, offset)
}

fn g_vec(v: &HVec) -> Option<VectorOperand> {
    Some(match *v {
        HVec::General {
            var,
            row,
            col,
            region,
            modifier,
        } => VectorOperand::General(GeneralOperand {
            var,
            row,
            col,
            region: Region::decode(region)?,
            modifier: Modifier::from_code(modifier)?,
        }),
        HVec::Address {
            addr,
            offset,
            width,
        } => VectorOperand::Address(AddressOperand {
            addr,
            offset,
            width: 1 << width,
        }),
        HVec::Predicate { id } => VectorOperand::Predicate(PredicateOperand { id }),
        HVec::Indirect {
            addr,
            addr_offset,
            imm_offset,
            ty,
            region,
            modifier,
        } => VectorOperand::Indirect(IndirectOperand {
            addr,
            addr_offset,
            imm_offset,
            ty: VisaType::from_code(ty)?,
            region: Region::decode(region)?,
            modifier: Modifier::from_code(modifier)?,
        }),
        HVec::Immediate { ty, bits } => VectorOperand::Immediate(Immediate {
            ty: VisaType::from_code(ty)?,
            bits,
        }),
        HVec::State { class, id, offset } => VectorOperand::State(StateOperand {
            class: StateClass::from_code(class)?,
            id,
            offset,
        }),
    })
}

fn g_pred(pred: u16) -> Option<Option<Predicate>> {
    match pred {
        0 => Some(None),
        _ => Predicate::decode(pred).map(Some),
    }
}

/// The generated crate's instruction for a hand-written one, for the equality checks.
fn to_generated(h: &Hand) -> Option<AnyInstruction> {
    Some(match h {
        Hand::Sampler(s) => {
            let exec_size = ExecSize::from_code(s.exec & 0xf)?;
            let exec_mask = ExecMask::from_code(s.exec >> 4)?;
            let predicate = g_pred(s.pred)?;
            let aoffimmi = PackedOperand::from_operand(g_vec(&s.aoffimmi)?);
            let (sampler, surface) = (SamplerIndex(s.sampler), SurfaceIndex(s.surface));
            let dst = g_raw(s.dst);
            let p: Vec<Option<RawOperand>> = (0..5)
                .map(|i| (i < usize::from(s.count)).then(|| g_raw(s.params[i])))
                .collect();
            let flag = |bit: u16| s.op & bit != 0;
            let channels = ChannelMask::from_bits(s.channels)?;
            match (s.opcode, s.op as u8) {
                (OP_3D_SAMPLE, 0) => op_3d_sample::Op3dSample::from(Sample {
                    pixel_null_mask: flag(0x100),
                    cps_lod_compensation: flag(0x200),
                    non_uniform_sampler_state: flag(0x400),
                    exec_size,
                    exec_mask,
                    predicate,
                    channels,
                    aoffimmi,
                    sampler,
                    surface,
                    dst,
                    paired_surface: None,
                    u: p[0],
                    v: p[1],
                    r: p[2],
                    ai: p[3],
                })
                .into(),
                (OP_3D_SAMPLE, 1) => op_3d_sample::Op3dSample::from(SampleB {
                    pixel_null_mask: flag(0x100),
                    cps_lod_compensation: flag(0x200),
                    non_uniform_sampler_state: flag(0x400),
                    exec_size,
                    exec_mask,
                    predicate,
                    channels,
                    aoffimmi,
                    sampler,
                    surface,
                    dst,
                    paired_surface: None,
                    bias: p[0],
                    u: p[1],
                    v: p[2],
                    r: p[3],
                    ai: p[4],
                })
                .into(),
                (OP_3D_SAMPLE, 2) => op_3d_sample::Op3dSample::from(SampleL {
                    pixel_null_mask: flag(0x100),
                    non_uniform_sampler_state: flag(0x400),
                    exec_size,
                    exec_mask,
                    predicate,
                    channels,
                    aoffimmi,
                    sampler,
                    surface,
                    dst,
                    paired_surface: None,
                    lod: p[0],
                    u: p[1],
                    v: p[2],
                    r: p[3],
                    ai: p[4],
                })
                .into(),
                (OP_3D_SAMPLE, 24) => op_3d_sample::Op3dSample::from(SampleLz {
                    pixel_null_mask: flag(0x100),
                    non_uniform_sampler_state: flag(0x400),
                    exec_size,
                    exec_mask,
                    predicate,
                    channels,
                    aoffimmi,
                    sampler,
                    surface,
                    dst,
                    paired_surface: None,
                    u: p[0],
                    v: p[1],
                    r: p[2],
                    ai: p[3],
                })
                .into(),
                (OP_3D_SAMPLE4, 8) => op_3d_sample4::Op3dSample4::from(Gather4 {
                    pixel_null_mask: flag(0x100),
                    exec_size,
                    exec_mask,
                    predicate,
                    src_channel: SrcChannel::from_code(s.channels)?,
                    aoffimmi: PackedOperand::from_operand(g_vec(&s.aoffimmi)?),
                    sampler,
                    surface,
                    dst,
                    paired_surface: None,
                    u: p[0],
                    v: p[1],
                    r: p[2],
                    ai: p[3],
                })
                .into(),
                (OP_3D_SAMPLE4, 16) => op_3d_sample4::Op3dSample4::from(Gather4C {
                    pixel_null_mask: flag(0x100),
                    exec_size,
                    exec_mask,
                    predicate,
                    src_channel: SrcChannel::from_code(s.channels)?,
                    aoffimmi: PackedOperand::from_operand(g_vec(&s.aoffimmi)?),
                    sampler,
                    surface,
                    dst,
                    paired_surface: None,
                    r#ref: p[0],
                    u: p[1],
                    v: p[2],
                    r: p[3],
                    ai: p[4],
                })
                .into(),
                _ => return None,
            }
        }
        Hand::Gather4Typed(g) => Gather4Typed {
            exec_size: ExecSize::from_code(g.exec & 0xf)?,
            exec_mask: ExecMask::from_code(g.exec >> 4)?,
            predicate: g_pred(g.pred)?,
            channels: ChannelMask::from_bits(g.channels)?,
            surface: SurfaceIndex(g.surface),
            u: g_raw(g.operands[0]),
            v: g_raw(g.operands[1]),
            r: g_raw(g.operands[2]),
            lod: g_raw(g.operands[3]),
            dst: g_raw(g.operands[4]),
        }
        .into(),
        Hand::SampleUnorm(u) => SampleUnorm {
            channels: ChannelMask::from_bits(u.channel_mask & 0xf)?,
            output_format: OutputFormat::from_code(u.channel_mask >> 4)?,
            sampler: SamplerIndex(u.sampler),
            surface: SurfaceIndex(u.surface),
            u_offset: g_vec(&u.operands[0])?,
            v_offset: g_vec(&u.operands[1])?,
            delta_u: g_vec(&u.operands[2])?,
            delta_v: g_vec(&u.operands[3])?,
            dst: g_raw(u.dst),
        }
        .into(),
        Hand::Scatter4Scaled(s) => Scatter4Scaled {
            exec_size: ExecSize::from_code(s.exec & 0xf)?,
            exec_mask: ExecMask::from_code(s.exec >> 4)?,
            predicate: g_pred(s.pred)?,
            channels: ChannelMask::from_bits(s.channels)?,
            scale: s.scale,
            surface: SurfaceIndex(s.surface),
            offset: g_vec(&s.offset)?,
            element_offset: g_raw(s.element_offset),
            src: g_raw(s.src),
        }
        .into(),
    })
}

/// Whether the generated instruction is of a kind the hand-written codec handles.
fn hand_kind(inst: &AnyInstruction) -> bool {
    use op_3d_sample::Op3dSample as S;
    use op_3d_sample4::Op3dSample4 as S4;
    matches!(
        inst,
        AnyInstruction::Op3dSample(S::Sample(_) | S::SampleB(_) | S::SampleL(_) | S::SampleLz(_))
            | AnyInstruction::Op3dSample4(S4::Gather4(_) | S4::Gather4C(_))
            | AnyInstruction::Gather4Typed(_)
            | AnyInstruction::SampleUnorm(_)
            | AnyInstruction::Scatter4Scaled(_)
    )
}

// ------------------------------------------------------------------ checks before timing

/// Both sides encode and decode the stream alike, and their decoders accept and reject the
/// same corrupted inputs. Returns the stream's bytes.
fn check_agreement(hand: &[Hand], generated: &[AnyInstruction]) -> Vec<u8> {
    let mut hand_bytes = Vec::new();
    let mut starts = Vec::with_capacity(hand.len() + 1);
    for h in hand {
        starts.push(hand_bytes.len());
        h.encode(&mut hand_bytes).expect("the stream is valid");
    }
    starts.push(hand_bytes.len());
    let mut gen_bytes = Vec::new();
    for g in generated {
        g.encode(&mut gen_bytes).expect("the stream is valid");
    }
    assert!(
        hand_bytes == gen_bytes,
        "both encoders write the same bytes"
    );

    let decoded: Vec<AnyInstruction> = decode_stream(&gen_bytes)
        .map(|r| r.map(|(_, inst)| inst))
        .collect::<Result<_, _>>()
        .expect("the generated decoder reads the stream");
    assert!(
        decoded == generated,
        "the generated decoder reads the stream back"
    );
    let mut hand_decoded = Vec::new();
    hand_decode(&hand_bytes, &mut hand_decoded).expect("the hand-written decoder reads it");
    assert!(
        hand_decoded == hand,
        "the hand-written decoder reads the stream back"
    );

    // Corrupt one byte of one instruction (or cut it short): both decoders agree on whether
    // it decodes and, when it does, on what.
    let mut rng = Rng(SEED ^ 0xbad);
    let (mut accepted, mut rejected, mut other_kind) = (0, 0, 0);
    for m in 0..MUTATIONS {
        let i = rng.below(hand.len() as u64) as usize;
        let mut bytes = hand_bytes[starts[i]..starts[i + 1]].to_vec();
        if m % 10 == 0 {
            bytes.truncate(rng.below(bytes.len() as u64) as usize);
        } else {
            let at = rng.below(bytes.len() as u64) as usize;
            bytes[at] = match rng.below(3) {
                0 => bytes[at] ^ 1 << rng.below(8),
                1 => rng.below(256) as u8,
                _ => bytes[at].wrapping_add(1),
            };
        }
        let generated = AnyInstruction::decode(&bytes);
        let mut cursor = Cursor {
            bytes: &bytes,
            pos: 0,
        };
        let hand = cursor.instruction();
        match (&generated, &hand) {
            (Ok((g, g_len)), Ok(h)) => {
                assert_eq!(*g_len, cursor.pos, "same length: {bytes:02x?}");
                assert_eq!(to_generated(h).as_ref(), Some(g), "same instruction: {bytes:02x?}");
                accepted += 1;
            }
            (Err(_), Err(_)) => rejected += 1,
            (Ok((g, _)), Err(_)) if !hand_kind(g) => other_kind += 1,
            _ => panic!(
                "the decoders disagree on {bytes:02x?}: generated {generated:?}, hand-written {hand:?}"
            ),
        }
    }
    println!(
        "checked: identical bytes ({} B), identical instructions both ways, and {MUTATIONS} corrupted \
         or truncated instructions: {accepted} accepted alike, {rejected} rejected alike, \
         {other_kind} decoded by the generated side as a kind the hand-written one does not handle",
        hand_bytes.len()
    );
    hand_bytes
}

// ------------------------------------------------------------------ timing

/// Runs `f` `reps` times; returns the time of one run.
fn time(reps: u32, f: &mut dyn FnMut()) -> Duration {
    let start = Instant::now();
    for _ in 0..reps {
        f();
    }
    start.elapsed() / reps
}

/// How many passes make one sample last at least [`SAMPLE_TIME`].
fn reps_for(f: &mut dyn FnMut()) -> u32 {
    let mut reps = 1u32;
    loop {
        let took = time(reps, f) * reps;
        if took >= SAMPLE_TIME || reps >= 1 << 20 {
            return reps;
        }
        reps *= 2;
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// One comparison's result: median seconds per pass of each side, and every round's ratio.
struct Comparison {
    generated: f64,
    hand: f64,
    paired: Vec<f64>,
}

/// Times `generated` and `hand` interleaved: ROUNDS rounds, alternating which runs first.
fn compare(generated: &mut dyn FnMut(), hand: &mut dyn FnMut()) -> Comparison {
    for _ in 0..3 {
        generated();
        hand();
    }
    let reps = reps_for(generated).max(reps_for(hand));
    let (mut g, mut h, mut paired) = (Vec::new(), Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        let (tg, th) = if round % 2 == 0 {
            let tg = time(reps, generated);
            (tg, time(reps, hand))
        } else {
            let th = time(reps, hand);
            (time(reps, generated), th)
        };
        g.push(tg.as_secs_f64());
        h.push(th.as_secs_f64());
        paired.push(th.as_secs_f64() / tg.as_secs_f64());
    }
    Comparison {
        generated: median(g),
        hand: median(h),
        paired,
    }
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument other than this bench's name skips it.
    if let Some(filter) = std::env::args().skip(1).find(|a| !a.starts_with('-')) {
        if !"stream".contains(&filter) {
            return;
        }
    }
    let hand = stream(STREAM_LEN, SEED);
    let generated: Vec<AnyInstruction> = hand
        .iter()
        .map(|h| to_generated(h).expect("every kind of the stream converts"))
        .collect();
    let bytes = check_agreement(&hand, &generated);

    let mut gen_bytes = Vec::with_capacity(bytes.len());
    let mut hand_bytes = Vec::with_capacity(bytes.len());
    let encode = compare(
        &mut || {
            gen_bytes.clear();
            for inst in black_box(&generated) {
                inst.encode(&mut gen_bytes).expect("valid");
            }
            black_box(gen_bytes.len());
        },
        &mut || {
            hand_bytes.clear();
            for inst in black_box(&hand) {
                inst.encode(&mut hand_bytes).expect("valid");
            }
            black_box(hand_bytes.len());
        },
    );
    let mut gen_out: Vec<AnyInstruction> = Vec::with_capacity(STREAM_LEN);
    let mut hand_out: Vec<Hand> = Vec::with_capacity(STREAM_LEN);
    let decode = compare(
        &mut || {
            gen_out.clear();
            for item in decode_stream(black_box(&bytes)) {
                gen_out.push(item.expect("valid").1);
            }
            black_box(gen_out.len());
        },
        &mut || {
            hand_out.clear();
            hand_decode(black_box(&bytes), &mut hand_out).expect("valid");
            black_box(hand_out.len());
        },
    );

    let n = STREAM_LEN as f64;
    let mb = bytes.len() as f64 / 1e6;
    println!(
        "\nstream: {STREAM_LEN} instructions of 9 kinds (5 opcodes), {} bytes, seed {SEED:#x}; \
         {ROUNDS} interleaved rounds per comparison, medians\n",
        bytes.len()
    );
    println!("| comparison | generated | hand-written | hand / generated | target |");
    println!("| --- | ---: | ---: | ---: | --- |");
    for (name, c, target) in [
        ("encode (validate + write)", &encode, "≥ 1.0×"),
        ("decode (read + validate)", &decode, "≥ 0.9×"),
    ] {
        let side = |secs: f64| format!("{:.1} M instr/s, {:.0} MB/s", n / secs / 1e6, mb / secs);
        println!(
            "| {name} | {} | {} | **{:.2}×** | {target} |",
            side(c.generated),
            side(c.hand),
            c.hand / c.generated
        );
    }
    for (name, c) in [("encode", &encode), ("decode", &decode)] {
        let mut paired = c.paired.clone();
        paired.sort_by(f64::total_cmp);
        println!(
            "\n{name}: per-round ratios {:.2}× to {:.2}×, median {:.2}×",
            paired[0],
            paired[paired.len() - 1],
            paired[paired.len() / 2]
        );
    }
    println!(
        "\nin memory: an AnyInstruction takes {} bytes, a hand-written instruction {}",
        std::mem::size_of::<AnyInstruction>(),
        std::mem::size_of::<Hand>()
    );
    // One line for scripts (benches/build-cost.sh).
    println!(
        "\nstream-ratios: encode={:.3} decode={:.3} encode_minstr_s={:.2} decode_minstr_s={:.2} \
         encode_mb_s={:.1} decode_mb_s={:.1}",
        encode.hand / encode.generated,
        decode.hand / decode.generated,
        n / encode.generated / 1e6,
        n / decode.generated / 1e6,
        mb / encode.generated,
        mb / decode.generated
    );
}
