//! The byte layouts (`Layout`): 3D_SAMPLE's paired surface exists in today's IGC layout only
//! (erratum `sampler-paired-surface`); a kernel is written, printed, read and detected in
//! either layout.

use visa_isa::*;

fn sample(paired_surface: Option<RawOperand>) -> op_3d_sample::Sample {
    op_3d_sample::Sample {
        pixel_null_mask: false,
        cps_lod_compensation: false,
        non_uniform_sampler_state: false,
        exec_size: ExecSize::Simd16,
        exec_mask: ExecMask::M1,
        predicate: None,
        channels: ChannelMask::RGBA,
        aoffimmi: PackedOperand::Immediate(op_3d_sample::Aoffimmi::default()),
        sampler: SamplerIndex(0),
        surface: SurfaceIndex(6),
        dst: RawOperand::new(34, 0),
        paired_surface,
        u: Some(RawOperand::new(32, 0)),
        v: Some(RawOperand::new(33, 0)),
        r: None,
        ai: None,
    }
}

/// A kernel with one 3D_SAMPLE, in `layout`.
fn kernel(layout: Layout, paired_surface: Option<RawOperand>) -> Kernel {
    let mut k = Kernel::new("layouts").unwrap();
    k.set_target_layout(layout).unwrap();
    for _ in 0..4 {
        k.declare_var(VisaType::F, 16, Align::Grf).unwrap(); // V32..V35
    }
    k.declare_sampler(1).unwrap();
    k.declare_surface(1).unwrap();
    k.push(sample(paired_surface)).unwrap();
    k
}

#[test]
fn the_paired_surface_is_in_the_current_layout_only() {
    let (old, new) = (kernel(Layout::Igc2022, None), kernel(Layout::Current, None));
    assert_eq!(old, new, "the same instructions");
    assert_eq!(
        new.code().len(),
        old.code().len() + 6,
        "a %null.0 raw operand"
    );
    let (old_isa, new_isa) = (old.to_isa(), new.to_isa());
    assert_eq!(new.instruction_bytes(0).unwrap()[21..27], [0; 6]);
    // IGC's printer of each layout.
    assert!(old.to_asm().contains("S0 T6 V34.0 V32.0 V33.0\n"));
    assert!(new.to_asm().contains("S0 T6 V34.0 %null.0 V32.0 V33.0\n"));
    // Each file fits its own layout only, and reads back there, whatever the caller prefers.
    assert_eq!(Kernel::isa_layouts(&old_isa), [Layout::Igc2022]);
    assert_eq!(Kernel::isa_layouts(&new_isa), [Layout::Current]);
    for preferred in Layout::ALL {
        let read = Kernel::from_isa_for(&new_isa, *preferred).unwrap();
        assert_eq!(read.target_layout(), Layout::Current);
        assert_eq!(read, new);
        assert_eq!(read.to_isa(), new_isa);
        assert_eq!(
            Kernel::from_isa_for(&old_isa, *preferred).unwrap().to_isa(),
            old_isa
        );
    }
    assert!(Kernel::from_isa_in(&new_isa, Layout::Igc2022).is_err());
    // The text of each layout reads back in it.
    let text = new.to_asm();
    let read = Kernel::from_asm_for(&text, new.grf_bytes(), Layout::Current).unwrap();
    assert_eq!(
        (read.target_layout(), read.to_isa()),
        (Layout::Current, new_isa)
    );
}

#[test]
fn a_paired_surface_is_written_printed_and_read_in_the_current_layout() {
    let inst = sample(Some(RawOperand::new(35, 0)));
    let mut bytes = Vec::new();
    inst.encode_for(Layout::Current, &mut bytes).unwrap();
    assert_eq!(bytes.len(), inst.encoded_len_for(Layout::Current));
    assert_eq!(bytes[21..27], [35, 0, 0, 0, 0, 0]);
    assert_eq!(
        op_3d_sample::Sample::decode_for(Layout::Current, &bytes).unwrap(),
        (inst.clone(), bytes.len())
    );
    let k = kernel(Layout::Current, Some(RawOperand::new(35, 0)));
    let text = k.to_asm();
    assert!(text.contains("S0 T6 V34.0 V35.0 V32.0 V33.0\n"), "{text}");
    let read = Kernel::from_asm_for(&text, k.grf_bytes(), Layout::Current).unwrap();
    assert_eq!(read, k);
}

#[test]
fn a_paired_surface_is_refused_in_the_2022_layout() {
    let inst = sample(Some(RawOperand::new(35, 0)));
    let not_in_layout = ValidationError::NotInLayout {
        field: "PairedSurface",
        layout: Layout::Igc2022,
    };
    assert_eq!(inst.encode(&mut Vec::new()), Err(not_in_layout));
    assert_eq!(
        inst.encode_for(Layout::Igc2022, &mut Vec::new()),
        Err(not_in_layout)
    );
    assert_eq!(not_in_layout.code(), "not_in_layout");
    // The kernel writer refuses it, and keeps the layout it has.
    let mut k = kernel(Layout::Igc2022, None);
    assert!(matches!(
        k.push(inst.clone()),
        Err(KernelError::InvalidInstruction { index: 1, .. })
    ));
    let mut k = kernel(Layout::Current, Some(RawOperand::new(35, 0)));
    let before = k.to_isa();
    assert!(k.set_target_layout(Layout::Igc2022).is_err());
    assert_eq!((k.target_layout(), k.to_isa()), (Layout::Current, before));
    // Without one, the kernel moves between layouts.
    let mut k = kernel(Layout::Current, None);
    k.set_target_layout(Layout::Igc2022).unwrap();
    assert_eq!(k.to_isa(), kernel(Layout::Igc2022, None).to_isa());
}

#[test]
fn layout_names() {
    for l in Layout::ALL {
        assert_eq!(l.to_string().parse::<Layout>(), Ok(*l));
    }
    let e = "2024".parse::<Layout>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown vISA layout `2024` (expected `igc2022` or `current`)"
    );
}

#[test]
fn a_program_is_read_written_and_detected_in_either_layout() {
    let mut program = Program::from(kernel(Layout::Igc2022, None));
    program
        .add_function(Function::new(kernel(Layout::Igc2022, None), 0, 0).unwrap())
        .unwrap();
    let old = program.to_isa();
    program.set_target_layout(Layout::Current).unwrap();
    let new = program.to_isa();
    assert_eq!(
        new.len(),
        old.len() + 12,
        "a %null.0 paired surface per routine"
    );
    assert_eq!(Program::isa_layouts(&old), [Layout::Igc2022]);
    assert_eq!(Program::isa_layouts(&new), [Layout::Current]);
    // A file that reads in one layout only is read in it, whatever the caller prefers, and
    // written back byte for byte.
    for preferred in Layout::ALL {
        let read = Program::from_isa_for(&new, *preferred).unwrap();
        assert!(read
            .routines()
            .all(|(_, k)| k.target_layout() == Layout::Current));
        assert_eq!(read.to_isa(), new);
    }
    assert_eq!(Program::from_isa(&new).unwrap(), program);
    assert!(Program::from_isa_in(&new, Layout::Igc2022).is_err());
    // The text of each layout reads back in it.
    let text = program.to_asm();
    assert!(text.contains("V34.0 %null.0 V32.0"));
    assert_eq!(
        Program::from_asm_for(&text, Layout::Current).unwrap(),
        program
    );
    assert_eq!(
        Program::from_asm_for(&text, Layout::Current)
            .unwrap()
            .to_isa(),
        new
    );
}

fn visa_isa(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_visa-isa"))
        .args(args)
        .output()
        .expect("visa-isa runs")
}

#[test]
fn the_command_takes_a_layout() {
    let dir = std::env::temp_dir().join(format!("visa-isa-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let current = kernel(Layout::Current, None);
    let text = dir.join("k.visaasm");
    std::fs::write(&text, current.to_asm()).unwrap();
    let (text, isa) = (text.to_str().unwrap(), dir.join("k.isa"));
    let isa = isa.to_str().unwrap();

    // `as` reads the text as the current printer prints it and writes the current layout.
    let assembled = visa_isa(&["as", "--layout", "current", text, "-o", isa]);
    assert_eq!(assembled.status.code(), Some(0), "{assembled:?}");
    assert_eq!(std::fs::read(isa).unwrap(), current.to_isa());
    // In the default layout the same text is another instruction: `%null.0` is then U, and
    // the coordinates shift by one (text carries no layout; the reader must be told).
    let other = visa_isa(&["as", text, "-o", isa]);
    assert_eq!(other.status.code(), Some(0), "{other:?}");
    let read = Kernel::from_isa(&std::fs::read(isa).unwrap()).unwrap();
    assert_eq!(read.target_layout(), Layout::Igc2022);
    assert_ne!(read.instructions(), current.instructions());

    // `dis` of a current-layout file, asked for the default layout: a note, then the text.
    std::fs::write(isa, current.to_isa()).unwrap();
    let dis = visa_isa(&["dis", isa]);
    assert_eq!(dis.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&dis.stdout), current.to_asm());
    let note = String::from_utf8_lossy(&dis.stderr).into_owned();
    assert!(
        note.contains("does not read in layout igc2022; it was read in layout current"),
        "{note}"
    );
    let check = visa_isa(&["check", "--layout=current", isa]);
    assert_eq!(check.status.code(), Some(0), "{check:?}");
    assert!(String::from_utf8_lossy(&check.stdout).ends_with("layout current)\n"));
    assert!(
        check.stderr.is_empty(),
        "no note when the layout is the one asked for"
    );

    // `as` of the .isa into the other layout rewrites it.
    let old = dir.join("old.isa");
    let rewritten = visa_isa(&[
        "as",
        "--layout",
        "igc2022",
        isa,
        "-o",
        old.to_str().unwrap(),
    ]);
    assert_eq!(rewritten.status.code(), Some(0), "{rewritten:?}");
    assert_eq!(
        std::fs::read(&old).unwrap(),
        kernel(Layout::Igc2022, None).to_isa()
    );

    for bad in [
        &["dis", "--layout", "2024", isa][..],
        &["dis", isa, "--layout"],
    ] {
        let o = visa_isa(bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert!(String::from_utf8_lossy(&o.stderr).starts_with("error: "));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A program with a paired surface, read and written in the current layout only
/// (`Program::from_isa_in`, `from_asm_all_errors_for`, `set_target_layout`), and the CLI's
/// `--layout`: the file disassembles, checks and assembles back with `--layout current`; its
/// bytes do not read in the 2022 layout, so without `--layout` it is read in the current one,
/// with a note.
#[test]
fn programs_and_the_cli_read_and_write_one_layout() {
    use std::process::Command;
    let k = kernel(Layout::Current, Some(RawOperand::new(35, 0)));
    let isa = Program::from(k.clone()).to_isa();
    let program = Program::from_isa_in(&isa, Layout::Current).unwrap();
    assert_eq!(program.kernels()[0].kernel, k);
    assert_eq!(program.to_isa(), isa);
    assert!(Program::from_isa_in(&isa, Layout::Igc2022).is_err());
    assert_eq!(Program::isa_layouts(&isa), [Layout::Current]);
    let text = program.to_asm();
    assert!(text.contains("V34.0 V35.0 V32.0"), "{text}");
    let read = Program::from_asm_all_errors_for(&text, Layout::Current).unwrap();
    assert_eq!(read.to_isa(), isa);
    // A program moves between layouts where its instructions allow it.
    let mut both = Program::from(kernel(Layout::Igc2022, None));
    both.set_target_layout(Layout::Current).unwrap();
    assert_eq!(
        both.to_isa(),
        Program::from(kernel(Layout::Current, None)).to_isa()
    );
    let mut paired = program.clone();
    assert!(paired.set_target_layout(Layout::Igc2022).is_err());

    let dir = std::env::temp_dir().join(format!("visa-isa-layout-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (isa_path, asm_path, out_path) = (
        dir.join("k.isa"),
        dir.join("k.visaasm"),
        dir.join("out.isa"),
    );
    std::fs::write(&isa_path, &isa).unwrap();
    let cli = |args: &[&std::path::Path], extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_visa-isa"))
            .args(extra)
            .args(args)
            .output()
            .unwrap()
    };
    let dis = cli(&[&isa_path], &["dis", "--layout", "current"]);
    assert!(
        dis.status.success(),
        "{}",
        String::from_utf8_lossy(&dis.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&dis.stdout), text);
    let noted = cli(&[&isa_path], &["dis"]);
    assert_eq!(noted.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&noted.stdout), text);
    assert!(String::from_utf8_lossy(&noted.stderr).contains("read in layout current"));
    std::fs::write(&asm_path, &text).unwrap();
    let check = cli(&[&asm_path], &["check", "--layout", "current"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    let assembled = cli(
        &[&asm_path, std::path::Path::new("-o"), &out_path],
        &["as", "--layout", "current"],
    );
    assert!(
        assembled.status.success(),
        "{}",
        String::from_utf8_lossy(&assembled.stderr)
    );
    assert_eq!(std::fs::read(&out_path).unwrap(), isa);
    let bad = cli(&[&isa_path], &["dis", "--layout", "2024"]);
    assert_eq!(bad.status.code(), Some(2));

    std::fs::remove_dir_all(&dir).unwrap();
}
