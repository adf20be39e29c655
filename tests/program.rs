//! Whole `.isa` files (`Program`: several kernels and functions, GEN binaries kept as opaque
//! bytes), the files GenX_IR writes, and the `visa-isa` command.
//!
//! The GenX_IR tests use `GenX_IR` from `$GENX_IR` or `PATH` and skip loudly without it
//! (`VISA_ISA_REQUIRE_GENX_IR=1` makes them fail instead).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use visa_isa::{
    DecodeError, DecodeErrorKind, Function, GenBinary, Instruction, IsaError, Kernel, Program,
    ProgramError, ProgramKernel, RoutineId,
};

/// Two kernels and a function, each with a SAMPLE_UNORM (the one seed opcode without an
/// Exec_size or Pred field, which GenX_IR 12504.6's writer writes whole).
const MULTI: &str = r#".version 4.1
.kernel "first"
.decl du v_type=G type=f num_elts=1 align=dword
.decl res v_type=G type=uw num_elts=128 align=GRF
.decl T6 v_type=T num_elts=1 v_name=T6
.decl S0 v_type=S num_elts=1 v_name=S0
.kernel_attr Target="cm"
    sample_unorm.RGBA.16-full S0 T6 0x3f000000:f 0x3f000000:f du(0,0)<0;1,0> 0x3e000000:f res.0
.kernel "second"
.decl res2 v_type=G type=uw num_elts=128 align=GRF
.decl T6 v_type=T num_elts=1 v_name=T6
.decl S0 v_type=S num_elts=1 v_name=S0
.kernel_attr Target="cm"
    sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res2.0
.global_function "helper"
.decl res3 v_type=G type=uw num_elts=128 align=GRF
.decl T6 v_type=T num_elts=1 v_name=T6
.decl S0 v_type=S num_elts=1 v_name=S0
.kernel_attr Target="cm"
    sample_unorm.G.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res3.0
"#;

/// One kernel with instructions GenX_IR 12504.6's writer truncates (GATHER4_TYPED has
/// Exec_size and Pred: its LOD and Dst are dropped, reference §1.4). Two, because the last
/// one alone reads back: its dropped operands read as the zero fill, `%null.0`.
const GATHER: &str = r#".version 4.1
.kernel "gather"
.decl u v_type=G type=ud num_elts=8 align=GRF
.decl texels v_type=G type=ud num_elts=32 align=GRF
.decl T6 v_type=T num_elts=1 v_name=T6
.kernel_attr Target="cm"
    gather4_typed.RGBA (M1, 8) T6 u.0 %null.0 %null.0 %null.0 texels.0
    gather4_typed.R (M1, 8) T6 u.0 %null.0 %null.0 %null.0 texels.0
"#;

fn multi() -> Program {
    Program::from_asm(MULTI).unwrap_or_else(|e| panic!("{e}"))
}

/// `multi()` with GEN binaries: 100 bytes after the first kernel, an empty one (as in a
/// header IGC never patched) after the second.
fn multi_with_binaries() -> Program {
    let mut p = multi();
    p.kernels_mut()[0].gen_binaries.push(GenBinary {
        platform: 12,
        bytes: (0..100).collect(),
    });
    p.kernels_mut()[1].gen_binaries.push(GenBinary {
        platform: 0,
        bytes: Vec::new(),
    });
    p
}

fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
}

fn decode_err(bytes: &[u8]) -> DecodeError {
    match Program::from_isa(bytes).expect_err("an error") {
        IsaError::Decode(e) => e,
        other => panic!("a decoding error expected: {other}"),
    }
}

#[test]
fn programs_round_trip_through_bytes_and_text() {
    let p = multi_with_binaries();
    assert_eq!(p.kernels().len(), 2);
    assert_eq!(p.functions().len(), 1);
    assert_eq!(p.functions()[0].name(), "helper");
    let isa = p.to_isa();
    let back = Program::from_isa(&isa).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, p);
    assert_eq!(back.to_isa(), isa);
    // The header: two kernels, the first's GEN binary right after its object.
    assert_eq!(&isa[..8], b"CISA\x04\x01\x02\x00");
    let name_len = usize::from(u16_at(&isa, 8));
    assert_eq!(&isa[10..10 + name_len], b"first");
    let entry = 10 + name_len;
    let (offset, size) = (u32_at(&isa, entry), u32_at(&isa, entry + 4));
    assert_eq!(isa[entry + 16], 1, "num_gen_binaries");
    assert_eq!(isa[entry + 17], 12, "platform");
    let binary_offset = u32_at(&isa, entry + 18) as usize;
    assert_eq!(binary_offset, (offset + size) as usize);
    assert_eq!(
        &isa[binary_offset..binary_offset + 100],
        &(0..100).collect::<Vec<u8>>()[..]
    );
    // Every instruction lies where instruction_file_offset says.
    for (routine, kernel) in p.routines() {
        let at = p.instruction_file_offset(routine, 0).unwrap();
        let bytes = kernel.instruction_bytes(0).unwrap();
        assert_eq!(&isa[at..at + bytes.len()], bytes, "{routine:?}");
        assert_eq!(p.instruction_file_offset(routine, 1), None);
    }
    // The text: `.global_function` for the function; the GEN binaries are a comment.
    let text = p.to_asm();
    assert!(text.contains("\n.global_function \"helper\"\n"), "{text}");
    assert!(
        text.contains("// GEN binary: platform 12, 100 bytes\n"),
        "{text}"
    );
    assert_eq!(Program::from_asm(&text).unwrap(), multi());
}

#[test]
fn a_one_kernel_program_is_the_kernel_file() {
    let p = multi();
    let kernel = p.kernels()[0].kernel.clone();
    let single = Program::from(kernel.clone());
    assert_eq!(single.to_isa(), kernel.to_isa());
    assert_eq!(
        single.instruction_file_offset(RoutineId::Kernel(0), 0),
        kernel.instruction_file_offset(0)
    );
    assert_eq!(Program::from_isa(&kernel.to_isa()).unwrap(), single);
    // Kernel::from_isa reads one kernel without GEN binaries, and says what it does not read.
    let unsupported = |bytes: &[u8]| match Kernel::from_isa(bytes).expect_err("refused") {
        IsaError::Decode(DecodeError {
            offset,
            kind: DecodeErrorKind::Unsupported { what, found, .. },
            ..
        }) => (offset, what, found),
        other => panic!("{other}"),
    };
    assert_eq!(
        unsupported(&p.to_isa()),
        (
            6,
            "number of kernels for Kernel::from_isa (Program::from_isa reads several)",
            2
        )
    );
    let mut with_binary = ProgramKernel::from(kernel.clone());
    with_binary.gen_binaries.push(GenBinary {
        platform: 12,
        bytes: vec![1, 2, 3],
    });
    let mut program = Program::new();
    program.add_kernel(with_binary).unwrap();
    let num_gen_binaries_at = 10 + kernel.name().len() + 16;
    assert_eq!(
        unsupported(&program.to_isa()),
        (
            num_gen_binaries_at,
            "number of GEN binaries for Kernel::from_isa (Program::from_isa keeps them)",
            1
        )
    );
}

#[test]
fn layouts_other_than_igcs_are_located() {
    let isa = multi_with_binaries().to_isa();
    let entry = 10 + "first".len();
    let binary_offset_at = entry + 18;
    let binary_offset = u32_at(&isa, binary_offset_at);
    let mut moved = isa.clone();
    moved[binary_offset_at..binary_offset_at + 4]
        .copy_from_slice(&(binary_offset + 1).to_le_bytes());
    let e = decode_err(&moved);
    assert_eq!(e.offset, binary_offset_at);
    assert_eq!(
        e.kind,
        DecodeErrorKind::Mismatch {
            field: "gen_binary.offset",
            found: u64::from(binary_offset + 1),
            expected: u64::from(binary_offset)
        }
    );
    let trailing = [&isa[..], &[0]].concat();
    let e = decode_err(&trailing);
    assert_eq!((e.offset, e.code()), (isa.len(), "mismatch"));
    // Every cut is an error, never a panic.
    for cut in 0..isa.len() {
        assert!(Program::from_isa(&isa[..cut]).is_err(), "cut at {cut}");
    }
    // A function's offset that is not where the writer puts it: its header entry is
    // linkage, name_len, name, offset, …; the name's first occurrence is in the header.
    let name_at = isa.windows(6).position(|w| w == b"helper").unwrap();
    let offset_at = name_at + 6;
    let offset = u32_at(&isa, offset_at);
    let mut moved = isa.clone();
    moved[offset_at..offset_at + 4].copy_from_slice(&(offset - 1).to_le_bytes());
    let e = decode_err(&moved);
    assert_eq!(
        (e.offset, e.kind),
        (
            offset_at,
            DecodeErrorKind::Mismatch {
                field: "offset",
                found: u64::from(offset - 1),
                expected: u64::from(offset)
            }
        )
    );
}

#[test]
fn function_sizes_survive_the_text() {
    let mut p = Program::from(Kernel::new("main").unwrap());
    let body = multi().functions()[0].body().clone();
    p.add_function(Function::new(body, 2, 1).unwrap()).unwrap();
    let text = p.to_asm();
    assert!(
        text.contains(
            "\n.global_function \"helper\"\n//.function_sizes input_size=2 return_value_size=1\n"
        ),
        "{text}"
    );
    assert_eq!(Program::from_asm(&text).unwrap(), p);
    let isa = p.to_isa();
    let back = Program::from_isa(&isa).unwrap();
    assert_eq!(
        (
            back.functions()[0].input_size(),
            back.functions()[0].return_size()
        ),
        (2, 1)
    );
    let bad = text.replace("return_value_size=1", "return_value_size=256");
    let e = Program::from_asm(&bad).unwrap_err();
    assert_eq!((e.line, e.code()), (4, "missing"), "{e}");
}

#[test]
fn program_errors() {
    let with_input = Kernel::from_asm(
        ".version 4.1\n.kernel \"f\"\n.decl x v_type=G type=f num_elts=8 align=GRF\n.input x offset=32 size=32\n",
    )
    .unwrap();
    assert_eq!(with_input.inputs().len(), 1);
    assert_eq!(
        Function::new(with_input.clone(), 0, 0),
        Err(ProgramError::FunctionInputs {
            name: "f".to_owned()
        })
    );
    let mut p = multi();
    assert_eq!(
        p.add_kernel(p.kernels()[0].kernel.clone()),
        Err(ProgramError::DuplicateName {
            name: "first".to_owned()
        })
    );
    let helper = p.functions()[0].clone();
    assert!(matches!(
        p.add_function(helper),
        Err(ProgramError::DuplicateName { .. })
    ));
    // A function with inputs in the text, at its directive.
    let text = ".version 4.1\n.kernel \"k\"\n.global_function \"f\"\n.decl x v_type=G type=f num_elts=8 align=GRF\n.input x offset=32 size=32\n";
    let e = Program::from_asm(text).unwrap_err();
    assert_eq!((e.line, e.column), (3, 1));
    // Errors in a later routine keep the line of the whole text.
    let e = Program::from_asm(&MULTI.replace("res3.0", "nowhere.0")).unwrap_err();
    assert_eq!(e.line, 20, "{e}");
}

// ---------------------------------------------------------------------------------------------
// GenX_IR

/// `GenX_IR`, from `$GENX_IR` or `PATH`; `None` (after a loud note) when absent and not
/// required.
fn genx_ir(test: &str) -> Option<PathBuf> {
    let found = std::env::var_os("GENX_IR").map(PathBuf::from).or_else(|| {
        std::env::split_paths(&std::env::var_os("PATH")?)
            .map(|d| d.join("GenX_IR"))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); {test} did NOT run. \
             Install libigc-tools (reference §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
    }
    found
}

/// A fresh directory for one GenX_IR run.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("visa-isa-program-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs GenX_IR with `args` in `dir` (killed after 60 s); its exit code.
fn run_genx(genx: &Path, dir: &Path, args: &[&str]) -> Option<i32> {
    let mut child = Command::new(genx)
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("GenX_IR runs");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.code();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("GenX_IR did not finish within 60 s in {}", dir.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// What GenX_IR's `-binary` writes for `text`: the `.isa` file and the GEN binary (`.dat`).
fn genx_binary(genx: &Path, name: &str, text: &str) -> (Vec<u8>, Vec<u8>) {
    let dir = fresh_dir(name);
    std::fs::write(dir.join("t.visaasm"), text).unwrap();
    let code = run_genx(
        genx,
        &dir,
        &[
            "t.visaasm",
            "-platform",
            "TGLLP",
            "-binary",
            "-outputCisaBinaryName",
            "t.isa",
        ],
    );
    assert_eq!(code, Some(0), "GenX_IR -binary in {}", dir.display());
    let isa = std::fs::read(dir.join("t.isa")).unwrap();
    // The GEN binary of a one-kernel file (GenX_IR names it after the input; with several
    // kernels, `.dat`).
    let dat = std::fs::read(dir.join("t.dat")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    (isa, dat)
}

/// A dump's instruction lines, as the crate prints them (no ` /// $N`, split off the
/// `.kernel_attr` line they may share).
fn dump_instructions(dump: &str) -> Vec<String> {
    dump.lines()
        .filter_map(|l| {
            let l = l.split(" /// $").next().unwrap_or(l);
            let i = if l.starts_with(".kernel_attr") {
                l.find("    ")?
            } else {
                0
            };
            let l = l[i..].trim();
            (!l.is_empty() && !l.starts_with('.') && !l.starts_with("//")).then(|| l.to_owned())
        })
        .collect()
}

#[test]
fn genx_ir_reads_every_routine_of_a_written_program() {
    let Some(genx) = genx_ir("the GenX_IR read of a written program") else {
        return;
    };
    let p = multi_with_binaries();
    let dir = fresh_dir("dump-multi");
    std::fs::write(dir.join("t.isa"), p.to_isa()).unwrap();
    let code = run_genx(
        &genx,
        &dir,
        &["t.isa", "-platform", "SKL", "-dumpcommonisa"],
    );
    assert_eq!(code, Some(0));
    // GenX_IR dumps each kernel to `.visaasm` (the last one stays) and each function to
    // `_f<N>.visaasm`.
    let kernel = std::fs::read_to_string(dir.join(".visaasm")).unwrap();
    let function = std::fs::read_to_string(dir.join("_f0.visaasm")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(kernel.contains(".kernel \"second\""), "{kernel}");
    assert!(
        function.contains(".global_function \"helper\""),
        "{function}"
    );
    let text = |k: &Kernel| {
        k.instructions()
            .iter()
            .map(|i| i.display_in(k.asm_context()).to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(dump_instructions(&kernel), text(&p.kernels()[1].kernel));
    assert_eq!(dump_instructions(&function), text(p.functions()[0].body()));
}

#[test]
fn files_genx_ir_writes_read_back_with_their_gen_binaries() {
    let Some(genx) = genx_ir("the read of GenX_IR-written files") else {
        return;
    };
    let first = MULTI.split(".kernel \"second\"").next().unwrap();
    let (isa, dat) = genx_binary(&genx, "unorm", first);
    let p = Program::from_isa(&isa).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.kernels().len(), 1);
    let k = &p.kernels()[0];
    assert_eq!(k.kernel.name(), "first");
    assert_eq!(k.gen_binaries.len(), 1);
    assert_ne!(k.gen_binaries[0].platform, 0);
    assert!(!dat.is_empty());
    assert_eq!(
        k.gen_binaries[0].bytes, dat,
        "the GEN binary is the .dat GenX_IR wrote"
    );
    assert_eq!(
        k.kernel.instructions(),
        multi().kernels()[0].kernel.instructions()
    );
    // Written back byte for byte: the kernel object (IGC's string pool, kept), the GEN
    // binary, the header.
    assert_eq!(p.to_isa(), isa);
    // Kernel::from_isa reads no GEN binary; Program does.
    assert!(Kernel::from_isa(&isa).is_err());

    // Two kernels, each with its GEN binary, and a function.
    let (isa, _) = genx_binary(&genx, "binary-multi", MULTI);
    let p = Program::from_isa(&isa).unwrap_or_else(|e| panic!("{e}"));
    let expected = multi();
    assert_eq!(p.kernels().len(), 2);
    assert_eq!(p.functions().len(), 1);
    for (k, e) in p.kernels().iter().zip(expected.kernels()) {
        assert_eq!(k.kernel.name(), e.kernel.name());
        assert_eq!(k.kernel.instructions(), e.kernel.instructions());
        assert_eq!(k.gen_binaries.len(), 1);
        assert!(!k.gen_binaries[0].bytes.is_empty());
    }
    assert_eq!(p.functions()[0].name(), "helper");
    assert_eq!(
        p.functions()[0].body().instructions(),
        expected.functions()[0].body().instructions()
    );
    assert_eq!(p.to_isa(), isa);
}

#[test]
fn the_12504_6_writer_bug_is_reported_at_the_instruction() {
    let Some(genx) = genx_ir("the GenX_IR writer-bug check") else {
        return;
    };
    let (isa, _) = genx_binary(&genx, "gather", GATHER);
    let crate_written = Program::from_asm(GATHER).unwrap();
    // Where the instructions start in GenX_IR's file: the crate writes the same
    // declarations, but another string pool; find GATHER4_TYPED's first bytes instead.
    let inst = crate_written.kernels()[0]
        .kernel
        .instruction_bytes(0)
        .unwrap();
    let prefix = &inst[..4];
    let at = isa
        .windows(prefix.len())
        .position(|w| w == prefix)
        .expect("the instruction's first bytes");
    match Program::from_isa(&isa).expect_err("GenX_IR's file does not read back") {
        IsaError::WriterDroppedOperands {
            offset,
            opcode,
            zero_fill,
            ..
        } => {
            assert_eq!((offset, opcode), (at, 0x4b));
            // Each GATHER4_TYPED loses LOD and Dst: 12 bytes (reference §1.4: 36 → 24).
            assert!(zero_fill >= 24, "{zero_fill}");
        }
        other => panic!("the writer bug expected: {other}"),
    }
    let message = Program::from_isa(&isa).unwrap_err().to_string();
    assert!(
        message.contains("IGC 12504.6's writer dropped the operands"),
        "{message}"
    );
    // The crate's own file of the same kernel reads back.
    let own = crate_written.to_isa();
    assert_eq!(Program::from_isa(&own).unwrap(), crate_written);

    // The issue's case, in a build with ADD (the corpus): ALU instructions lose their sources,
    // and reading the next instruction's opcode as an operand tag is reported as the writer's
    // doing, not as a bad operand.
    if visa_isa::AnyInstruction::VARIANTS
        .iter()
        .any(|v| v.opcode == "ADD")
    {
        let text = ".version 4.1\n.kernel \"alu\"\n\
            .decl a v_type=G type=f num_elts=8 align=GRF\n\
            .decl b v_type=G type=f num_elts=8 align=GRF\n\
            .kernel_attr Target=\"cm\"\n\
            \x20   add (M1, 8) a(0,0)<1> a(0,0)<1;1,0> b(0,0)<1;1,0>\n\
            \x20   add (M1, 8) b(0,0)<1> a(0,0)<1;1,0> b(0,0)<1;1,0>\n";
        let (isa, _) = genx_binary(&genx, "alu", text);
        let first = Program::from_asm(text).unwrap().kernels()[0]
            .kernel
            .instruction_bytes(0)
            .unwrap()[..3]
            .to_vec();
        let at = isa.windows(3).position(|w| w == first).unwrap();
        match Program::from_isa(&isa).expect_err("GenX_IR's ALU file does not read back") {
            IsaError::WriterDroppedOperands { offset, opcode, .. } => {
                assert_eq!((offset, opcode), (at, 0x01));
            }
            other => panic!("the writer bug expected: {other}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The `visa-isa` command

fn visa_isa(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_visa-isa"))
        .args(args)
        .output()
        .expect("visa-isa runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write_temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = fresh_dir(&format!("cli-{name}"));
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn command_help_and_usage_errors() {
    let help = visa_isa(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    for part in [
        "visa-isa dis FILE.isa",
        "visa-isa check FILE",
        "-o FILE.isa",
        "Exit status:",
    ] {
        assert!(stdout(&help).contains(part), "{part}");
    }
    for args in [
        &[][..],
        &["frobnicate"],
        &["dis"],
        &["as", "x.visaasm"],
        &["dis", "a", "b"],
    ] {
        let o = visa_isa(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).starts_with("error: "),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    for args in [&["dis", "--help"][..], &["as", "x.visaasm", "-h"]] {
        let o = visa_isa(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(stdout(&o).contains("Exit status:"), "{args:?}");
    }
    let missing = visa_isa(&["dis", "/nonexistent/file.isa"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("cannot read /nonexistent/file.isa"));
}

#[test]
fn command_dis_check_and_as() {
    let p = multi_with_binaries();
    let isa = write_temp("multi.isa", &p.to_isa());
    let isa = isa.to_str().unwrap();
    let dis = visa_isa(&["dis", isa]);
    assert_eq!(dis.status.code(), Some(0), "{}", stderr(&dis));
    assert_eq!(stdout(&dis), p.to_asm());
    let check = visa_isa(&["check", isa]);
    assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));
    assert!(stdout(&check)
        .contains("ok (2 kernel(s), 1 function(s), 3 instruction(s), layout igc2022)"));

    // as: the text to the same bytes the library writes.
    let text = write_temp("multi.visaasm", MULTI.as_bytes());
    let out = text.with_file_name("out.isa");
    let assembled = visa_isa(&["as", text.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(assembled.status.code(), Some(0), "{}", stderr(&assembled));
    assert_eq!(std::fs::read(&out).unwrap(), multi().to_isa());
    let check = visa_isa(&["check", text.to_str().unwrap()]);
    assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));
}

#[test]
fn command_check_reports_every_problem_at_its_location() {
    // Two problems: DeltaU of type d (SAMPLE_UNORM wants f), in two kernels.
    let bad = MULTI
        .replace(".decl du v_type=G type=f", ".decl du v_type=G type=d")
        .replace(
            "0x3e000000:f 0x3e000000:f res2.0",
            "0x3e000000:f ddu(0,0)<0;1,0> res2.0",
        )
        .replace(
            ".decl res2 v_type=G type=uw",
            ".decl ddu v_type=G type=ud num_elts=1 align=dword\n.decl res2 v_type=G type=uw",
        );
    let text = write_temp("bad.visaasm", bad.as_bytes());
    let text = text.to_str().unwrap();
    let o = visa_isa(&["check", text]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.matches("error: ").count(), 2, "{err}");
    // rustc's form: the location, then the line with a caret under the column.
    assert!(err.contains(&format!(" --> {text}:8:5\n")), "{err}");
    assert!(err.contains(&format!("  --> {text}:15:5\n")), "{err}");
    let line_8 = bad.lines().nth(7).unwrap();
    assert!(
        err.contains(&format!("\n8 | {line_8}\n  |     ^\n")),
        "{err}"
    );
    assert!(err.contains("DeltaU"), "{err}");
    // `as` refuses what `check` refuses, and writes nothing.
    let out = Path::new(text).with_file_name("bad-out.isa");
    let o = visa_isa(&["as", text, "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o).matches("error: ").count(), 2, "{}", stderr(&o));
    assert!(!out.exists());

    // The same problems in the assembled file, at their byte offsets.
    let p = Program::from_asm(&bad).unwrap();
    let isa = write_temp("bad.isa", &p.to_isa());
    let isa = isa.to_str().unwrap();
    let o = visa_isa(&["check", isa]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    for routine in [RoutineId::Kernel(0), RoutineId::Kernel(1)] {
        let at = p.instruction_file_offset(routine, 0).unwrap();
        assert!(err.contains(&format!("  --> {isa}:{at}\n")), "{err}");
    }

    // Text that does not read: its line and column.
    let syntax = write_temp(
        "syntax.visaasm",
        b".version 4.1\n.kernel \"k\"\n    bogus (M1, 1)\n",
    );
    let o = visa_isa(&["check", syntax.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(&format!(" --> {}:3:5\n", syntax.display())),
        "{}",
        stderr(&o)
    );

    // Bytes that do not read: their offset.
    let mut broken = multi().to_isa();
    broken[0] = b'X';
    let broken = write_temp("broken.isa", &broken);
    let o = visa_isa(&["dis", broken.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(&format!("  --> {}:0\n", broken.display())),
        "{}",
        stderr(&o)
    );
}

/// A file that does not read is reported whole: each text line with a problem, and in a
/// `.isa` each routine's first problem, not only the file's first.
#[test]
fn command_check_reports_every_read_error() {
    // Text: an unknown mnemonic in the first kernel (line 8) and an unknown name in the
    // function (line 21); the lines between read on.
    let bad = MULTI
        .replace(
            "    sample_unorm.RGBA.16-full",
            "    bogus (M1, 1)\n    sample_unorm.RGBA.16-full",
        )
        .replace("res3.0", "nowhere.0");
    let (line_a, line_b) = (8, 21);
    let errors = Program::from_asm_all_errors(&bad).unwrap_err();
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [line_a, line_b], "{errors:?}");
    assert_eq!(Program::from_asm(&bad).unwrap_err(), errors[0]);
    let text = write_temp("two-bad.visaasm", bad.as_bytes());
    let text = text.to_str().unwrap();
    let o = visa_isa(&["check", text]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.matches("error: ").count(), 2, "{err}");
    assert!(err.contains(&format!(" --> {text}:{line_a}:5\n")), "{err}");
    assert!(err.contains(&format!("  --> {text}:{line_b}:")), "{err}");
    assert!(err.contains(&format!("{text}: 2 problem(s)")), "{err}");

    // Bytes: the first kernel's and the function's string counts made impossible; the
    // second kernel between them still reads, and both are reported at their offsets.
    let p = multi();
    let mut bytes = p.to_isa();
    let objects: Vec<usize> = [RoutineId::Kernel(0), RoutineId::Function(0)]
        .into_iter()
        .map(|r| p.routine_file_offset(r).unwrap())
        .collect();
    for &at in &objects {
        bytes[at..at + 4].copy_from_slice(&[0xff; 4]);
    }
    let errors = Program::from_isa_all_errors(&bytes).unwrap_err();
    assert_eq!(
        errors.iter().map(|e| e.offset()).collect::<Vec<_>>(),
        objects,
        "{errors:?}"
    );
    assert_eq!(Program::from_isa(&bytes).unwrap_err(), errors[0]);
    let isa = write_temp("two-bad.isa", &bytes);
    let isa = isa.to_str().unwrap();
    let o = visa_isa(&["check", isa]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.matches("error: ").count(), 2, "{err}");
    for at in objects {
        assert!(err.contains(&format!("  --> {isa}:{at}\n")), "{err}");
    }
}

#[test]
fn command_check_reports_the_12504_6_writer_bug() {
    let Some(genx) = genx_ir("the visa-isa check of a GenX_IR-written file") else {
        return;
    };
    let (isa, _) = genx_binary(&genx, "cli-gather", GATHER);
    let offset = Program::from_isa(&isa).unwrap_err().offset();
    let path = write_temp("gather.isa", &isa);
    let o = visa_isa(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with("error: the instructions from this GATHER4_TYPED (opcode 0x4b) on"),
        "{err}"
    );
    assert!(
        err.contains("IGC 12504.6's writer dropped the operands"),
        "{err}"
    );
    assert!(
        err.contains(&format!("  --> {}:{offset}\n", path.display())),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------------
// FCALL targets (a crate built from IGC's whole corpus: `.ci/corpus-conformance`)

/// A kernel that calls `fn1` (defined) and `fn2` (not in the file).
const CALLS: &str = r#".version 4.1
.kernel "main"
//.names fn1..fn2
    fcall (M1, 1) fn1 0 0
    fcall (M1, 1) fn2 0 0
    ret (M1, 1)
.global_function "fn1"
    ret (M1, 1)
"#;

#[test]
fn fcall_targets_resolve_by_name() {
    if !visa_isa::AnyInstruction::VARIANTS
        .iter()
        .any(|v| v.opcode == "FCALL")
    {
        eprintln!(
            "\n*** SKIPPED: this build has no FCALL (the seed specs); the corpus run \
             (.ci/corpus-conformance) checks FCALL targets. ***\n"
        );
        return;
    }
    let p = Program::from_asm(CALLS).unwrap_or_else(|e| panic!("{e}"));
    let names = p.names();
    let resolved: Vec<(usize, &str, Option<usize>)> = names
        .iter()
        .map(|n| (n.instruction, n.name.as_str(), n.function))
        .collect();
    assert_eq!(resolved, [(0, "fn1", Some(0)), (1, "fn2", None)]);
    assert!(names.iter().all(|n| n.field == "Func_id"));
    // The same from the bytes.
    let back = Program::from_isa(&p.to_isa()).unwrap();
    assert_eq!(back.names(), names);
    // `visa-isa check` reports the call to a function the file lacks, at the instruction.
    let path = write_temp("calls.isa", &p.to_isa());
    let o = visa_isa(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.matches("error: ").count(), 1, "{err}");
    assert!(err.contains("no function named `fn2`"), "{err}");
    let at = p.instruction_file_offset(RoutineId::Kernel(0), 1).unwrap();
    assert!(
        err.contains(&format!("  --> {}:{at}\n", path.display())),
        "{err}"
    );
}
