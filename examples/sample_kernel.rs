//! The main job: a small kernel that uses every seed opcode, built with the kernel writer,
//! written as a vISA 4.1 `.isa` file and printed as IGC's vISA assembly.
//!
//! ```text
//! cargo run --example sample_kernel -- OUT_DIR [--layout igc2022|current]
//! ```
//!
//! `--layout current` writes the kernel for today's IGC (its reader reads a paired surface
//! after 3D_SAMPLE's and 3D_SAMPLE4's Dst: `GenX_IR-head`), the default `igc2022` for IGC
//! 1.0.12504.6 (Debian's `GenX_IR`); see [`Layout`].
//!
//! Writes `OUT_DIR/sample.isa` (the complete file IGC's reader takes: `GenX_IR sample.isa
//! -platform SKL -dumpcommonisa`) and `OUT_DIR/sample.visaasm` (`.version`, `.kernel`, the
//! `.decl`/`.input`/`.kernel_attr` lines, one instruction per line), and prints each
//! instruction with its bytes.
//!
//! The kernel samples a texture at 16 (u, v) pairs, gathers four texels of it, reads a typed
//! buffer, scatters the sampled red channel to a buffer, and samples a UNORM block.

use std::path::PathBuf;
use std::process::ExitCode;
use visa_isa::op_3d_sample4::SrcChannel;
use visa_isa::sample_unorm::OutputFormat;
use visa_isa::*;

fn kernel() -> Result<Kernel, KernelError> {
    let mut k = Kernel::new("sample")?;
    // SIMD16 coordinates, the four sampled channels (16 floats each) and a view of the red
    // channel's bits for the scatter.
    let u = k.declare_var(VisaType::F, 16, Align::Grf)?; // V32
    let v = k.declare_var(VisaType::F, 16, Align::Grf)?; // V33
    let texels = k.declare_var(VisaType::F, 64, Align::Grf)?; // V34
    let red_bits = k.declare_alias(VisaType::Ud, 16, texels, 0)?; // V35

    // Typed-buffer coordinates (SIMD8), its RGBA result, scatter offsets (SIMD16).
    let typed_u = k.declare_var(VisaType::Ud, 8, Align::Grf)?; // V36
    let typed = k.declare_var(VisaType::Ud, 32, Align::Grf)?; // V37
    let offsets = k.declare_var(VisaType::Ud, 16, Align::Grf)?; // V38

    // SAMPLE_UNORM's scalar delta and its 16-bit result block.
    let delta_u = k.declare_var(VisaType::F, 1, Align::Dword)?; // V39
    let unorm = k.declare_var(VisaType::Uw, 128, Align::Grf)?; // V40
    let lanes = k.declare_predicate(16)?; // P1
    let sampler = k.declare_sampler(1)?; // S0
    let texture = k.declare_surface(1)?; // T6
    let buffer = k.declare_surface(1)?; // T7
    let typed_buffer = k.declare_surface(1)?; // T8

    // The payload after r0: coordinates, offsets, the scalar delta, then the state handles.
    k.add_input(u, 32, 64)?;
    k.add_input(v, 96, 64)?;
    k.add_input(typed_u, 160, 32)?;
    k.add_input(offsets, 192, 64)?;
    k.add_input(delta_u, 256, 4)?;
    k.add_input(sampler, 260, 4)?;
    k.add_input(texture, 264, 4)?;
    k.add_input(buffer, 268, 4)?;
    k.add_input(typed_buffer, 272, 4)?;
    k.add_attribute(Attribute::target(Target::Cm))?;

    k.push(op_3d_sample::Sample {
        pixel_null_mask: false,
        cps_lod_compensation: false,
        non_uniform_sampler_state: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        aoffimmi: PackedOperand::Immediate(op_3d_sample::Aoffimmi::default()),
        sampler,
        surface: texture,
        dst: texels.raw(0),
        paired_surface: None,
        u: Some(u.raw(0)),
        v: Some(v.raw(0)),
        r: None,
        ai: None,
    })?;
    k.push(op_3d_sample4::Gather4 {
        pixel_null_mask: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: Some(lanes.predicate()),
        src_channel: SrcChannel::G,
        aoffimmi: PackedOperand::Immediate(op_3d_sample4::Aoffimmi {
            r_offset: 0,
            v_offset: -1,
            u_offset: 1,
            reserved: 0,
        }),
        sampler,
        surface: texture,
        dst: texels.raw(0),
        paired_surface: None,
        u: Some(u.raw(0)),
        v: Some(v.raw(0)),
        r: None,
        ai: None,
    })?;
    k.push(gather4_typed::Gather4Typed {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        predicate: None, // IGC's printer never prints GATHER4_TYPED's predicate (§6)
        channels: ChannelMask::RGBA,
        surface: typed_buffer,
        u: typed_u.raw(0),
        v: RawOperand::NULL,
        r: RawOperand::NULL,
        lod: RawOperand::NULL,
        dst: typed.raw(0),
    })?;
    k.push(scatter4_scaled::Scatter4Scaled {
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: Some(lanes.predicate()),
        channels: ChannelMask::R,
        scale: 0,
        surface: buffer,
        offset: VectorOperand::immediate(VisaType::Ud, 0),
        element_offset: offsets.raw(0),
        src: red_bits.raw(0),
    })?;
    k.push(sample_unorm::SampleUnorm {
        channels: ChannelMask::RGBA,
        output_format: OutputFormat::N16BitFull,
        sampler,
        surface: texture,
        u_offset: VectorOperand::immediate(VisaType::F, 0),
        v_offset: VectorOperand::immediate(VisaType::F, 0x3f00_0000), // 0.5
        delta_u: delta_u.scalar(),
        delta_v: VectorOperand::immediate(VisaType::F, 0x3e00_0000), // 0.125
        dst: unorm.raw(0),
    })?;
    Ok(k)
}

const USAGE: &str =
    "usage: cargo run --example sample_kernel -- OUT_DIR [--layout igc2022|current]";

/// The output folder and the layout (`--layout`, the default one without it).
fn args() -> Result<(PathBuf, Layout), String> {
    let mut out = None;
    let mut layout = Layout::default();
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--layout" {
            let value = args.next().ok_or("--layout needs a value")?;
            layout = value
                .to_str()
                .ok_or("--layout: not UTF-8")?
                .parse()
                .map_err(|e: ParseLayoutError| e.to_string())?;
        } else if out.is_none() {
            out = Some(PathBuf::from(arg));
        } else {
            return Err(format!("unexpected argument {}", arg.to_string_lossy()));
        }
    }
    Ok((out.ok_or("missing OUT_DIR")?, layout))
}

fn main() -> ExitCode {
    let (out, layout) = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let kernel = match kernel().and_then(|mut k| k.set_target_layout(layout).map(|()| k)) {
        Ok(k) => k,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (i, inst) in kernel.instructions().iter().enumerate() {
        let hex: Vec<String> = kernel
            .instruction_bytes(i)
            .unwrap_or_default()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        println!("{inst}\n    {}", hex.join(" "));
    }
    let isa = kernel.to_isa();
    // Both files read back to the kernel: the bytes, and the whole text.
    let text = kernel.to_asm();
    match (
        Kernel::from_isa_in(&isa, layout),
        Kernel::from_asm_for(&text, kernel.grf_bytes(), layout),
    ) {
        (Ok(from_isa), Ok(from_asm)) if from_isa == kernel && from_asm == kernel => {}
        (Err(e), _) => {
            eprintln!("error: the .isa does not read back: {e}");
            return ExitCode::FAILURE;
        }
        (_, Err(e)) => {
            eprintln!("error: the text does not read back: {e}");
            return ExitCode::FAILURE;
        }
        _ => {
            eprintln!("error: a file reads back to another kernel");
            return ExitCode::FAILURE;
        }
    }
    let (isa_path, asm_path) = (out.join("sample.isa"), out.join("sample.visaasm"));
    if let Err(e) = std::fs::create_dir_all(&out)
        .and_then(|()| std::fs::write(&isa_path, &isa))
        .and_then(|()| std::fs::write(&asm_path, &text))
    {
        eprintln!("error: cannot write into {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    println!(
        "wrote {} ({} bytes, {} of instructions, {layout} layout) and {}",
        isa_path.display(),
        isa.len(),
        kernel.code().len(),
        asm_path.display()
    );
    ExitCode::SUCCESS
}
