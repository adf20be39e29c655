//! The worked byte examples of `visa-binary-format.md` §3 (confirmed with IGC's GenX_IR),
//! built by hand through the generated API. Names follow the crate's convention: the
//! reference's declarations U, Vc, D, OFF, TD, DU, UD16 are V32 … V38.
//!
//! And the reference interpreter (`visa_isa_codegen::reference`) reads every vector back from
//! its serde form to the instruction it was written from.

mod support;

use visa_isa::op_3d_sample::{self, Aoffimmi};
use visa_isa::op_3d_sample4::{self, SrcChannel};
use visa_isa::sample_unorm::{self, OutputFormat};
use visa_isa::*;

const U: u32 = 32;
const VC: u32 = 33;
const D: u32 = 34;
const OFF: u32 = 35;
const TD: u32 = 36;
const DU: u32 = 37;
const UD16: u32 = 38;

fn bytes(hex: &str) -> Vec<u8> {
    hex.split_whitespace()
        .map(|b| u8::from_str_radix(b, 16).expect("hex byte"))
        .collect()
}

fn encoded(inst: &impl Instruction) -> Vec<u8> {
    let mut out = Vec::new();
    inst.encode(&mut out)
        .unwrap_or_else(|e| panic!("{inst} is rejected: {e}"));
    out
}

fn raw(var: u32) -> RawOperand {
    RawOperand::new(var, 0)
}

fn scalar(var: u32, col: u8) -> VectorOperand {
    VectorOperand::General(GeneralOperand {
        var,
        row: 0,
        col,
        region: Region::SCALAR,
        modifier: Modifier::None,
    })
}

fn sample_3d() -> op_3d_sample::Sample {
    op_3d_sample::Sample {
        pixel_null_mask: false,
        cps_lod_compensation: false,
        non_uniform_sampler_state: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        aoffimmi: PackedOperand::Immediate(Aoffimmi::default()),
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(6),
        dst: raw(D),
        paired_surface: None,
        u: Some(raw(U)),
        v: Some(raw(VC)),
        r: None,
        ai: None,
    }
}

#[test]
fn sample_3d_rgba_simd16() {
    let inst = sample_3d();
    assert_eq!(
        encoded(&inst),
        bytes("6d 00 00 04 00 00 0f 05 02 00 00 00 00 00 06 22 00 00 00 00 00 02 20 00 00 00 00 00 21 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "sample_3d.RGBA (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0"
    );
}

#[test]
fn sample_3d_predicated_pixel_null_mask() {
    let inst = op_3d_sample::Sample {
        pixel_null_mask: true,
        predicate: Some(Predicate::new(1)),
        channels: ChannelMask::R,
        ..sample_3d()
    };
    assert_eq!(
        encoded(&inst),
        bytes("6d 00 01 04 01 00 01 05 02 00 00 00 00 00 06 22 00 00 00 00 00 02 20 00 00 00 00 00 21 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "(P1) sample_3d.pixel_null_mask.R (M1, 16)  0x0:uw S0 T6 V34.0 V32.0 V33.0"
    );
}

#[test]
fn sample_l_cps_divs_bytes_and_the_cps_rule() {
    // The reference's example 3 (0x123 = U offset 1, V offset 2, R offset 3). IGC's verifier
    // rejects cps on sample_l, so `SampleL` has no cps flag: the example's bytes (Op 0x0602:
    // sample_l, cps, divS) fail to decode at Op with the rule's error, and the same
    // instruction without cps is those bytes with Op bit 9 clear.
    let example = bytes("6d 02 06 43 01 a0 09 05 02 23 01 00 00 00 01 22 00 00 00 00 00 03 20 00 00 00 00 00 21 00 00 00 00 00 20 00 00 00 40 00");
    let e = AnyInstruction::decode(&example).expect_err("cps on sample_l");
    assert_eq!(e.offset, 1, "{e}");
    assert!(
        matches!(&e.kind, DecodeErrorKind::Invalid { error } if error.code() == "flag_not_allowed_for_op"),
        "{e}"
    );
    let inst = op_3d_sample::SampleL {
        pixel_null_mask: false,
        non_uniform_sampler_state: true,
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M5,
        predicate: Some(Predicate {
            id: 1,
            control: PredicateControl::Any,
            inverted: true,
        }),
        channels: ChannelMask::from_bits(0b1001).expect("RA"),
        aoffimmi: PackedOperand::Immediate(Aoffimmi {
            r_offset: 3,
            v_offset: 2,
            u_offset: 1,
            reserved: 0,
        }),
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(1),
        dst: raw(D),
        paired_surface: None,
        lod: Some(raw(U)),
        u: Some(raw(VC)),
        v: Some(RawOperand::new(U, 64)),
        r: None,
        ai: None,
    };
    let mut without_cps = example.clone();
    without_cps[2] &= !0x02;
    assert_eq!(encoded(&inst), without_cps);
    assert_eq!(
        inst.to_string(),
        "(!P1.any) sample_l.divS.RA (M5, 8)  0x123:uw S0 T1 V34.0 V32.0 V33.0 V32.64"
    );
    assert!(
        "(!P1.any) sample_l.cps.divS.RA (M5, 8)  0x123:uw S0 T1 V34.0 V32.0 V33.0 V32.64"
            .parse::<op_3d_sample::SampleL>()
            .is_err()
    );
}

#[test]
fn sample_3d_aoffimmi_as_general_operand() {
    let inst = op_3d_sample::Sample {
        aoffimmi: PackedOperand::Operand(scalar(OFF, 0)),
        ..sample_3d()
    };
    assert_eq!(
        encoded(&inst),
        bytes("6d 00 00 04 00 00 0f 00 23 00 00 00 00 00 21 01 00 06 22 00 00 00 00 00 02 20 00 00 00 00 00 21 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "sample_3d.RGBA (M1, 16)  V35(0,0)<0;1,0> S0 T6 V34.0 V32.0 V33.0"
    );
}

fn sample4() -> op_3d_sample4::Gather4 {
    op_3d_sample4::Gather4 {
        pixel_null_mask: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        src_channel: SrcChannel::G,
        aoffimmi: PackedOperand::Immediate(op_3d_sample4::Aoffimmi::default()),
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(6),
        dst: raw(D),
        paired_surface: None,
        u: Some(raw(U)),
        v: Some(raw(VC)),
        r: None,
        ai: None,
    }
}

#[test]
fn sample4_green() {
    let inst = sample4();
    assert_eq!(
        encoded(&inst),
        bytes("6f 08 00 04 00 00 01 05 02 00 00 00 00 00 06 22 00 00 00 00 00 02 20 00 00 00 00 00 21 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "sample4.G (M1, 16) 0x0:uw S0 T6 V34.0 V32.0 V33.0"
    );
}

#[test]
fn sample4_c_alpha_one_parameter() {
    let inst = op_3d_sample4::Gather4C {
        pixel_null_mask: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        src_channel: SrcChannel::A,
        aoffimmi: PackedOperand::Immediate(op_3d_sample4::Aoffimmi::default()),
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(6),
        dst: raw(D),
        paired_surface: None,
        r#ref: Some(raw(U)),
        u: None,
        v: None,
        r: None,
        ai: None,
    };
    assert_eq!(
        encoded(&inst),
        bytes(
            "6f 10 00 04 00 00 03 05 02 00 00 00 00 00 06 22 00 00 00 00 00 01 20 00 00 00 00 00"
        )
    );
    assert_eq!(
        inst.to_string(),
        "sample4_c.A (M1, 16) 0x0:uw S0 T6 V34.0 V32.0"
    );
}

#[test]
fn sample4_b_and_i_use_igc_codes_not_the_docs() {
    // The doc swaps them (erratum sample4-gather4-b-i-swapped): IGC has 14 = sample4_b.
    assert_eq!(op_3d_sample4::Gather4B::OP.code(), 14);
    assert_eq!(op_3d_sample4::Gather4I::OP.code(), 15);
    assert_eq!(op_3d_sample4::Gather4B::OP.asm(), "sample4_b");
}

fn gather4_typed() -> gather4_typed::Gather4Typed {
    gather4_typed::Gather4Typed {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        surface: SurfaceIndex(6),
        u: raw(OFF),
        v: RawOperand::NULL,
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        dst: raw(TD),
    }
}

#[test]
fn gather4_typed_rgba() {
    let inst = gather4_typed();
    assert_eq!(
        encoded(&inst),
        bytes("4b 03 00 00 0f 06 23 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 24 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "gather4_typed.RGBA (M1, 8) T6 V35.0 %null.0 %null.0 %null.0 V36.0"
    );
}

#[test]
fn gather4_typed_no_mask_predicated() {
    // GenX_IR never prints this predicate (erratum gather4-typed-predicate-not-printed); the
    // crate prints the whole instruction, which IGC's parser accepts.
    let inst = gather4_typed::Gather4Typed {
        exec_mask: ExecMask::M1Nm,
        predicate: Some(Predicate::new(1)),
        ..gather4_typed()
    };
    assert_eq!(
        encoded(&inst),
        bytes("4b 83 01 00 0f 06 23 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 24 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "(P1) gather4_typed.RGBA (M1_NM, 8) T6 V35.0 %null.0 %null.0 %null.0 V36.0"
    );
}

fn scatter() -> scatter4_scaled::Scatter4Scaled {
    scatter4_scaled::Scatter4Scaled {
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: Some(Predicate::new(1)),
        channels: ChannelMask::R,
        scale: 0,
        surface: SurfaceIndex(6),
        offset: VectorOperand::immediate(VisaType::Ud, 0),
        element_offset: raw(OFF),
        src: raw(TD),
    }
}

#[test]
fn scatter4_scaled_immediate_offset() {
    let inst = scatter();
    assert_eq!(
        encoded(&inst),
        bytes("75 04 01 00 01 00 00 06 05 00 00 00 00 00 23 00 00 00 00 00 24 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "(P1) scatter4_scaled.R (M1, 16) T6 0x0:ud V35.0 V36.0"
    );
}

#[test]
fn scatter4_scaled_general_offset() {
    let inst = scatter4_scaled::Scatter4Scaled {
        exec_size: ExecSize::Simd8,
        predicate: None,
        channels: ChannelMask::from_bits(0b1110).expect("GBA"),
        offset: scalar(OFF, 1),
        ..scatter()
    };
    assert_eq!(
        encoded(&inst),
        bytes("75 03 00 00 0e 00 00 06 00 23 00 00 00 00 01 21 01 23 00 00 00 00 00 24 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "scatter4_scaled.GBA (M1, 8) T6 V35(0,1)<0;1,0> V35.0 V36.0"
    );
}

fn unorm() -> sample_unorm::SampleUnorm {
    sample_unorm::SampleUnorm {
        channels: ChannelMask::RGBA,
        output_format: OutputFormat::N16BitFull,
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(6),
        u_offset: VectorOperand::immediate(VisaType::F, 0),
        v_offset: VectorOperand::immediate(VisaType::F, 0x3f00_0000),
        delta_u: scalar(DU, 0),
        delta_v: VectorOperand::immediate(VisaType::F, 0x3e00_0000),
        dst: raw(UD16),
    }
}

#[test]
fn sample_unorm_rgba_16_full() {
    let inst = unorm();
    assert_eq!(
        encoded(&inst),
        bytes("41 0f 00 06 05 07 00 00 00 00 05 07 00 00 00 3f 00 25 00 00 00 00 00 21 01 05 07 00 00 00 3e 26 00 00 00 00 00")
    );
    assert_eq!(
        inst.to_string(),
        "sample_unorm.RGBA.16-full S0 T6 0x0:f 0x3f000000:f V37(0,0)<0;1,0> 0x3e000000:f V38.0"
    );
}

#[test]
fn sample_unorm_rg_8_downsampled() {
    let inst = sample_unorm::SampleUnorm {
        channels: ChannelMask::from_bits(0b0011).expect("RG"),
        output_format: OutputFormat::N8BitChrominanceDownsampled,
        ..unorm()
    };
    assert_eq!(encoded(&inst)[1], 0x33);
    assert!(inst
        .to_string()
        .starts_with("sample_unorm.RG.8-downsampled S0 T6 "));
}

#[test]
fn documented_types_are_checked_against_declarations() {
    use std::collections::HashMap;
    let mut declared: HashMap<u32, VisaType> = [
        (U, VisaType::F),
        (VC, VisaType::F),
        (OFF, VisaType::Ud),
        (TD, VisaType::Ud),
    ]
    .into();
    declared.insert(D, VisaType::F);
    assert_eq!(sample_3d().validate_types(&declared), Ok(()));
    // 3D_SAMPLE's Dst "Must have type HF,F,W,UW,D,UD": a DF destination is rejected.
    declared.insert(D, VisaType::Df);
    let err = sample_3d()
        .validate_types(&declared)
        .expect_err("DF destination");
    assert_eq!(
        (err.code(), err.field()),
        ("variable_type_not_allowed", Some("Dst"))
    );
    // GATHER4_TYPED's U "Restriction: type UD".
    declared.insert(OFF, VisaType::F);
    let err = gather4_typed()
        .validate_types(&declared)
        .expect_err("F offsets");
    assert_eq!(
        (err.code(), err.field()),
        ("variable_type_not_allowed", Some("U"))
    );
    // An undeclared variable is reported, not guessed.
    let err = gather4_typed()
        .validate_types(&HashMap::new())
        .expect_err("nothing declared");
    assert_eq!(err.code(), "undeclared_variable");
}

/// Every vector's `fields` read back by the reference interpreter
/// (`reference::assignment`) is the instruction the vector was written from: written again it is
/// the same `fields`, a valid vector encodes to its bytes and prints as its text, and an invalid
/// one breaks its rule.
#[test]
fn the_reference_reads_every_vector_back() {
    use support::model::model;
    use visa_isa_codegen::reference;
    let files = support::vectors::load_dir(&support::vectors::default_dir())
        .unwrap_or_else(|e| panic!("{e}"));
    let mut read = 0;
    for file in &files {
        let op = model()
            .opcodes
            .iter()
            .find(|o| o.name == file.opcode)
            .expect("a modelled opcode");
        let types: Vec<(u32, String)> = file
            .variables
            .iter()
            .map(|v| (v.var, v.ty.clone()))
            .collect();
        let context = reference::TextContext {
            grf_bytes: file.grf_bytes.unwrap_or(32),
            types: &types,
        };
        for v in &file.vectors {
            let variant = op
                .variants
                .iter()
                .find(|x| x.name == v.variant)
                .expect("a modelled variant");
            let a = reference::assignment(model(), op, variant, &v.fields)
                .unwrap_or_else(|e| panic!("{}/{}: {e}", file.opcode, v.name));
            assert_eq!(
                reference::fields(op, variant, &a),
                v.fields,
                "{}/{}",
                file.opcode,
                v.name
            );
            match reference::validate(op, variant, &a) {
                Ok(()) => {
                    assert!(
                        v.valid,
                        "{}/{}: valid to the reference",
                        file.opcode, v.name
                    );
                    let hex: Vec<String> = reference::encode(op, variant, &a)
                        .iter()
                        .map(|b| format!("{b:02x}"))
                        .collect();
                    assert_eq!(Some(hex.join(" ")), v.bytes, "{}/{}", file.opcode, v.name);
                    let text = reference::asm(op, variant, &a, &context);
                    assert_eq!(Some(text), v.asm, "{}/{}", file.opcode, v.name);
                }
                Err(broken) => {
                    assert_eq!(
                        (Some(broken.code), broken.field.as_deref()),
                        (v.error.as_deref(), v.error_field.as_deref()),
                        "{}/{}",
                        file.opcode,
                        v.name
                    );
                }
            }
            read += 1;
        }
    }
    assert!(read > 100, "only {read} vectors");
}
