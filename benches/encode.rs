//! The generated 3D_SAMPLE encoder against a hand-written encoder of the same instruction.
//!
//! Both validate what the spec states (channel mask, Aoffimmi offsets and reserved bits,
//! execution size and mask, parameter count) and write the same 34 bytes into a reused buffer.
//! Run with `cargo bench --bench encode`; `docs/benchmarks.md` reports the ratio of one run.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use visa_isa::op_3d_sample::{Aoffimmi, Sample};
use visa_isa::*;

fn generated() -> Sample {
    Sample {
        pixel_null_mask: false,
        cps_lod_compensation: false,
        non_uniform_sampler_state: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: Some(Predicate::new(1)),
        channels: ChannelMask::RGBA,
        aoffimmi: PackedOperand::Immediate(Aoffimmi {
            r_offset: 1,
            v_offset: -2,
            u_offset: 3,
            reserved: 0,
        }),
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(6),
        dst: RawOperand::new(34, 0),
        paired_surface: None,
        u: Some(RawOperand::new(32, 0)),
        v: Some(RawOperand::new(33, 0)),
        r: None,
        ai: None,
    }
}

/// What a careful person writes by hand for one instruction, with the same checks.
struct HandSample {
    lanes: u8,
    mask: u8,
    predicate: u16,
    channels: u8,
    offsets: [i8; 3],
    sampler: u8,
    surface: u8,
    dst: (u32, u16),
    params: [(u32, u16); 2],
}

impl HandSample {
    fn encode(&self, out: &mut Vec<u8>) -> Result<usize, &'static str> {
        if self.channels & 0xf == 0 {
            return Err("channel mask zero");
        }
        if self.offsets.iter().any(|o| !(-8..=7).contains(o)) {
            return Err("offset out of range");
        }
        let size = match self.lanes {
            8 => 3u8,
            16 => 4,
            _ => return Err("exec size"),
        };
        if self.lanes == 16 && self.mask & 7 != 0 && self.mask & 7 != 4 {
            return Err("exec mask");
        }
        if (self.predicate & 0xfff) == 0 && self.predicate != 0 {
            return Err("predicate");
        }
        let start = out.len();
        out.reserve(34);
        out.push(0x6d);
        out.extend_from_slice(&0u16.to_le_bytes());
        out.push(size | self.mask << 4);
        out.extend_from_slice(&self.predicate.to_le_bytes());
        out.push(self.channels);
        let packed = (self.offsets[0] as u16 & 0xf)
            | (self.offsets[1] as u16 & 0xf) << 4
            | (self.offsets[2] as u16 & 0xf) << 8;
        out.extend_from_slice(&[0x05, 0x02]);
        out.extend_from_slice(&u32::from(packed).to_le_bytes());
        out.push(self.sampler);
        out.push(self.surface);
        out.extend_from_slice(&self.dst.0.to_le_bytes());
        out.extend_from_slice(&self.dst.1.to_le_bytes());
        out.push(self.params.len() as u8);
        for (var, offset) in &self.params {
            out.extend_from_slice(&var.to_le_bytes());
            out.extend_from_slice(&offset.to_le_bytes());
        }
        Ok(out.len() - start)
    }
}

fn hand() -> HandSample {
    HandSample {
        lanes: 16,
        mask: 0,
        predicate: 1,
        channels: 0xf,
        offsets: [1, -2, 3],
        sampler: 0,
        surface: 6,
        dst: (34, 0),
        params: [(32, 0), (33, 0)],
    }
}

fn bench(c: &mut Criterion) {
    let (g, h) = (generated(), hand());
    let mut a = Vec::new();
    let mut b = Vec::new();
    g.encode(&mut a).expect("valid");
    h.encode(&mut b).expect("valid");
    assert_eq!(a, b, "both encoders write the same bytes");

    let mut group = c.benchmark_group("3d_sample_encode");
    let mut buf = Vec::with_capacity(64);
    group.bench_function("generated", |bench| {
        bench.iter(|| {
            buf.clear();
            black_box(&g).encode(&mut buf).expect("valid");
            black_box(buf.len())
        })
    });
    group.bench_function("hand_written", |bench| {
        bench.iter(|| {
            buf.clear();
            black_box(&h).encode(&mut buf).expect("valid");
            black_box(buf.len())
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
