//! The main job: one instruction of each seed opcode, built through the generated API,
//! validated, encoded to vISA 4.1 bytes and printed as IGC's vISA assembly.
//!
//! ```text
//! cargo run --example sample_kernel -- OUT_DIR
//! ```
//!
//! Writes `OUT_DIR/sample.bin` (the instruction stream) and `OUT_DIR/sample.visaasm` (one
//! instruction per line). Variables follow IGC's numbering: the first declared general variable
//! is V32, the first declared surface T6, the first predicate P1.

use std::path::PathBuf;
use std::process::ExitCode;
use visa_isa::op_3d_sample4::SourceChannel;
use visa_isa::sample_unorm::OutputFormat;
use visa_isa::*;

const COORD_U: u32 = 32;
const COORD_V: u32 = 33;
const RESULT: u32 = 34;
const OFFSETS: u32 = 35;
const TYPED: u32 = 36;
const DELTA: u32 = 37;
const UNORM: u32 = 38;
const SURFACE: SurfaceIndex = SurfaceIndex(6);

fn kernel() -> Vec<AnyInstruction> {
    let raw = |var| RawOperand::new(var, 0);
    vec![
        op_3d_sample::Op3dSample::from(op_3d_sample::Sample {
            pixel_null_mask: false,
            cps_lod_compensation: false,
            non_uniform_sampler_state: false,
            exec_size: ExecSize::Simd16,
            exec_mask: ExecMask::M1,
            predicate: None,
            channels: ChannelMask::RGBA,
            aoffimmi: PackedOperand::Immediate(op_3d_sample::Aoffimmi::default()),
            sampler: SamplerIndex(0),
            surface: SURFACE,
            dst: raw(RESULT),
            u: Some(raw(COORD_U)),
            v: Some(raw(COORD_V)),
            r: None,
            ai: None,
        })
        .into(),
        op_3d_sample4::Op3dSample4::from(op_3d_sample4::Gather4 {
            pixel_null_mask: false,
            exec_size: ExecSize::Simd16,
            exec_mask: ExecMask::M1,
            predicate: Some(Predicate::new(1)),
            src_channel: SourceChannel::G,
            aoffimmi: PackedOperand::Immediate(op_3d_sample4::Aoffimmi {
                r_offset: 0,
                v_offset: -1,
                u_offset: 1,
                reserved: 0,
            }),
            sampler: SamplerIndex(0),
            surface: SURFACE,
            dst: raw(RESULT),
            u: Some(raw(COORD_U)),
            v: Some(raw(COORD_V)),
            r: None,
            ai: None,
        })
        .into(),
        gather4_typed::Gather4Typed {
            exec_size: ExecSize::Simd8,
            exec_mask: ExecMask::M1,
            predicate: None,
            channels: ChannelMask::RGBA,
            surface: SURFACE,
            u: raw(OFFSETS),
            v: RawOperand::NULL,
            r: RawOperand::NULL,
            lod: RawOperand::NULL,
            dst: raw(TYPED),
        }
        .into(),
        scatter4_scaled::Scatter4Scaled {
            exec_size: ExecSize::Simd16,
            exec_mask: ExecMask::M1,
            predicate: None,
            channels: ChannelMask::R,
            scale: 0,
            surface: SURFACE,
            offset: VectorOperand::immediate(VisaType::Ud, 0),
            element_offset: raw(OFFSETS),
            src: raw(TYPED),
        }
        .into(),
        sample_unorm::SampleUnorm {
            channels: ChannelMask::RGBA,
            output_format: OutputFormat::N16BitFull,
            sampler: SamplerIndex(0),
            surface: SURFACE,
            u_offset: VectorOperand::immediate(VisaType::F, 0),
            v_offset: VectorOperand::immediate(VisaType::F, 0x3f00_0000),
            delta_u: VectorOperand::general_scalar(DELTA),
            delta_v: VectorOperand::immediate(VisaType::F, 0x3e00_0000),
            dst: raw(UNORM),
        }
        .into(),
    ]
}

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: cargo run --example sample_kernel -- OUT_DIR");
        return ExitCode::from(2);
    };
    let mut bytes = Vec::new();
    let mut text = String::new();
    for inst in kernel() {
        let start = bytes.len();
        if let Err(e) = inst.encode(&mut bytes) {
            eprintln!("error: {inst}: {e}");
            return ExitCode::FAILURE;
        }
        let hex: Vec<String> = bytes[start..].iter().map(|b| format!("{b:02x}")).collect();
        println!("{inst}\n    {}", hex.join(" "));
        text.push_str(&format!("    {inst}\n"));
    }
    if let Err(e) = std::fs::create_dir_all(&out)
        .and_then(|()| std::fs::write(out.join("sample.bin"), &bytes))
        .and_then(|()| std::fs::write(out.join("sample.visaasm"), &text))
    {
        eprintln!("error: cannot write into {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    println!(
        "wrote {} bytes to {} and {}",
        bytes.len(),
        out.join("sample.bin").display(),
        out.join("sample.visaasm").display()
    );
    ExitCode::SUCCESS
}
