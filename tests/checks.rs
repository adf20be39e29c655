//! Checks IGC makes, made before IGC (issue 15, point 5): each invalid kernel here is refused
//! by the crate and, when `GenX_IR` is installed, by IGC's own verifier too.
//!
//! The kernels use ADD, CMP, JMP and SWITCHJMP, which the seed specs lack: with the seed crate
//! the tests say so loudly and check nothing else (build with `VISA_ISA_SPECS` set to the
//! corpus, `.ci/corpus-conformance`, to run them). Kernels IGC takes and the documented maps
//! refused (ADD of F with HF, CMP's unpaired types) are here too, taken by both.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use visa_isa::{Instruction, Kernel, KernelError, ValidationError};

/// ADD with a `ud` destination and `f` sources: no operand type map of ADD pairs them, and
/// IGC's verifier wants one type for float operands (`verifyInstructionArith`).
const ADD_UD_F: &str = ".version 4.1
.kernel \"k\"
.decl dst v_type=G type=ud num_elts=8 align=GRF
.decl src v_type=G type=f num_elts=8 align=GRF
add (M1, 8) dst(0,0)<1> src(0,0)<1;1,0> src(0,0)<1;1,0>
ret (M1, 1)
";

/// ADD at 32 lanes whose sources read `<8;8,1>` from a one-element variable (IGC's verifier
/// prints "out of bounds byte access" for each element past it).
const ADD_OUT_OF_BOUNDS: &str = ".version 4.1
.kernel \"k\"
.decl dst v_type=G type=f num_elts=32 align=GRF
.decl src v_type=G type=f num_elts=1 align=dword
add (M1, 32) dst(0,0)<1> src(0,0)<8;8,1> src(0,0)<8;8,1>
ret (M1, 1)
";

/// A JMP to a label no instruction places.
const JMP_UNPLACED: &str = ".version 4.1
.kernel \"k\"
jmp (M1, 1) L5
ret (M1, 1)
";

/// `GenX_IR`, from `$GENX_IR` or `PATH`.
fn genx_ir() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("GENX_IR") {
        return Some(PathBuf::from(p));
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join("GenX_IR"))
            .find(|p| p.is_file())
    })
}

/// The verifier's findings when GenX_IR reads `text` (`None`: it found nothing), or `None`
/// with a loud note when GenX_IR is not installed.
fn genx_ir_errors(name: &str, text: &str) -> Option<Option<String>> {
    genx_ir_run(name, text).map(|(errors, ..)| errors)
}

/// What GenX_IR makes of `text`: its verifier's errors file, its warnings (stdout), and the
/// text it dumps of what it built.
fn genx_ir_run(name: &str, text: &str) -> Option<(Option<String>, String, String)> {
    let Some(genx) = genx_ir() else {
        eprintln!(
            "\n*** SKIPPED: GenX_IR is not on PATH (nor in $GENX_IR); `{name}` did NOT go \
             through IGC's verifier. Install libigc-tools (reference §8.1). ***\n"
        );
        assert!(
            std::env::var_os("VISA_ISA_REQUIRE_GENX_IR").is_none(),
            "VISA_ISA_REQUIRE_GENX_IR is set but GenX_IR was not found"
        );
        return None;
    };
    let dir = std::env::temp_dir().join(format!("visa-isa-checks-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("run")).unwrap();
    std::fs::write(dir.join("k.visaasm"), text).unwrap();
    let out = Command::new("timeout")
        .arg("60")
        .arg(&genx)
        .args(["../k.visaasm", "-platform", "SKL", "-dumpcommonisa"])
        .current_dir(dir.join("run"))
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .expect("GenX_IR runs");
    let errors = std::fs::read_to_string(dir.join("run/k.errors.txt")).ok();
    let dump = std::fs::read_to_string(dir.join("run/k.visaasm")).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    Some((
        errors,
        String::from_utf8_lossy(&out.stdout).into_owned(),
        dump,
    ))
}

/// `text` read by the crate, or `None` (said loudly) when the crate's specs lack its opcodes.
fn read(name: &str, text: &str) -> Option<Kernel> {
    match Kernel::from_asm(text) {
        Ok(k) => Some(k),
        Err(e) if e.to_string().contains("mnemonic") => {
            eprintln!(
                "\n*** SKIPPED: `{name}` uses an opcode the crate's specs lack ({e}); build \
                 with VISA_ISA_SPECS set to the corpus to run it. ***\n"
            );
            None
        }
        Err(e) => panic!("{name}: {e}"),
    }
}

#[test]
fn add_of_ud_and_f_is_refused_like_genx_ir_refuses_it() {
    let Some(read) = read("add_ud_f", ADD_UD_F) else {
        return;
    };
    // Reading leaves the type checks to the caller, as IGC's reader does; the instruction
    // checked against the kernel's declarations is refused.
    let add = &read.instructions()[0];
    let e = add.validate_types(&read).unwrap_err();
    assert_eq!(e.code(), "operand_types_not_mapped", "{e}");
    assert_eq!(
        e.to_string(),
        "Src0: type f with a Dst of type ud is in none of the instruction's operand type maps"
    );
    // Pushed into a kernel with those declarations, type checks on: refused, kernel unchanged.
    let decls: String =
        ADD_UD_F
            .lines()
            .filter(|l| !l.starts_with("add"))
            .fold(String::new(), |mut s, l| {
                s.push_str(l);
                s.push('\n');
                s
            });
    let mut kernel = Kernel::from_asm(&decls).unwrap();
    kernel.set_type_checks(true);
    let before = kernel.instructions().len();
    match kernel.push(add.clone()) {
        Err(KernelError::InvalidInstruction { index, error }) => {
            assert_eq!((index, error.code()), (before, "operand_types_not_mapped"));
        }
        other => panic!("pushed ADD ud, f, f: {other:?}"),
    }
    assert_eq!(kernel.instructions().len(), before);
    // The same ADD on f operands passes.
    let ok = ADD_UD_F.replace("type=ud", "type=f");
    let ok = Kernel::from_asm(&ok).unwrap();
    assert_eq!(ok.instructions()[0].validate_types(&ok), Ok(()));
    if let Some(errors) = genx_ir_errors("add_ud_f", ADD_UD_F) {
        let errors = errors.expect("GenX_IR's verifier accepted ADD ud, f, f");
        assert!(errors.contains("must use the same type"), "{errors}");
    }
}

#[test]
fn a_label_used_but_never_placed_is_refused_like_genx_ir_refuses_it() {
    let Some(kernel) = read("jmp_unplaced", JMP_UNPLACED) else {
        return;
    };
    let e = kernel.validate().unwrap_err();
    assert!(
        matches!(e, KernelError::LabelNotPlaced { index: 0, .. }),
        "{e:?}"
    );
    assert_eq!(e.code(), "label_not_placed");
    // Placed after the jump: complete.
    let placed = JMP_UNPLACED.replace("ret (M1, 1)", "L5:\nret (M1, 1)");
    let placed = Kernel::from_asm(&placed).unwrap();
    assert_eq!(placed.validate(), Ok(()));
    if let Some(errors) = genx_ir_errors("jmp_unplaced", JMP_UNPLACED) {
        let errors = errors.expect("GenX_IR's verifier accepted a jump to an unplaced label");
        assert!(errors.contains("undefined label"), "{errors}");
    }
}

#[test]
fn a_region_past_its_variable_is_refused_where_genx_ir_warns() {
    let Some(read) = read("add_out_of_bounds", ADD_OUT_OF_BOUNDS) else {
        return;
    };
    let add = &read.instructions()[0];
    // src is V33, 4 bytes; `<8;8,1>` at 32 lanes reads elements up to 3 * 8 + 7 = 31.
    let e = add.validate_types(&read).unwrap_err();
    assert_eq!(
        e,
        ValidationError::RegionOutOfBounds {
            field: "Src0",
            var: 33,
            last_byte: 127,
            size: 4
        }
    );
    // Within bounds once src has the 32 elements the region reads.
    let ok = ADD_OUT_OF_BOUNDS.replace("num_elts=1 align=dword", "num_elts=32 align=GRF");
    let ok = Kernel::from_asm(&ok).unwrap();
    assert_eq!(ok.instructions()[0].validate_types(&ok), Ok(()));
    // A destination's last byte: `<1>` at 32 lanes writes 128 bytes, past a 16-element dst.
    let short_dst = ok_text_with_dst_elements(16);
    let short_dst = Kernel::from_asm(&short_dst).unwrap();
    let e = short_dst.instructions()[0]
        .validate_types(&short_dst)
        .unwrap_err();
    assert_eq!(
        e,
        ValidationError::RegionOutOfBounds {
            field: "Dst",
            var: 32,
            last_byte: 127,
            size: 64
        }
    );
    if let Some((_, warnings, _)) = genx_ir_run("add_out_of_bounds", ADD_OUT_OF_BOUNDS) {
        assert!(
            warnings.contains("out of bounds byte access"),
            "GenX_IR did not warn: {warnings}"
        );
    }
}

/// [`ADD_OUT_OF_BOUNDS`] with a 32-element `src` and a `dst` of `n` elements.
fn ok_text_with_dst_elements(n: u32) -> String {
    ADD_OUT_OF_BOUNDS
        .replace("num_elts=1 align=dword", "num_elts=32 align=GRF")
        .replace(
            "dst v_type=G type=f num_elts=32",
            &format!("dst v_type=G type=f num_elts={n}"),
        )
}

/// A JMP with an execution mask, which IGC's reader drops (erratum `jmp-exec-mask-ignored`).
const JMP_MASKED: &str = ".version 4.1
.kernel \"k\"
jmp (M1_NM, 1) L0
L0:
ret (M1, 1)
";

#[test]
fn an_exec_mask_igc_reader_ignores_is_refused() {
    let Some(read) = read("jmp_masked", JMP_MASKED) else {
        return;
    };
    // Read as IGC's reader reads it: kept; the complete kernel's check names it.
    let jmp = read.instructions()[0].clone();
    assert_eq!(jmp.to_string(), "jmp (M1_NM, 1) L0");
    assert!(matches!(
        read.validate(),
        Err(KernelError::ExecMaskIgnored { index: 0, .. })
    ));
    // Pushed with the checks on: refused, naming the erratum.
    let mut kernel = read.clone();
    kernel.set_type_checks(true);
    match kernel.push(jmp) {
        Err(e @ KernelError::ExecMaskIgnored { index: 3, .. }) => {
            assert_eq!(e.code(), "exec_mask_ignored");
            assert!(e.to_string().contains("jmp-exec-mask-ignored"), "{e}");
        }
        other => panic!("pushed jmp (M1_NM, 1): {other:?}"),
    }
    // With M1, what IGC runs, it is taken.
    let plain = Kernel::from_asm(&JMP_MASKED.replace("M1_NM", "M1")).unwrap();
    assert_eq!(plain.validate(), Ok(()));
    let mut kernel = read.clone();
    kernel.set_type_checks(true);
    kernel.push(plain.instructions()[0].clone()).unwrap();
    // GenX_IR builds the JMP without the mask: its dump says M1.
    if let Some((errors, _, dump)) = genx_ir_run("jmp_masked", JMP_MASKED) {
        assert_eq!(errors, None);
        assert!(dump.contains("jmp (M1, 1) L0"), "{dump}");
        assert!(!dump.contains("M1_NM"), "{dump}");
    }
}

/// A SWITCHJMP with an execution mask, which IGC's reader drops as it drops JMP's (erratum
/// `jmp-exec-mask-ignored`, a class of both).
const SWITCHJMP_MASKED: &str = ".version 4.1
.kernel \"k\"
.decl idx v_type=G type=ub num_elts=1 align=byte
switchjmp (M1_NM, 1) idx(0,0)<0;1,0> (L0, L1)
L0:
ret (M1, 1)
L1:
ret (M1, 1)
";

#[test]
fn a_switchjmp_exec_mask_igc_reader_ignores_is_refused() {
    let Some(read) = read("switchjmp_masked", SWITCHJMP_MASKED) else {
        return;
    };
    let switch = read.instructions()[0].clone();
    assert_eq!(
        switch.to_string(),
        "switchjmp (M1_NM, 1) V32(0,0)<0;1,0> (L0, L1)"
    );
    assert!(read
        .to_asm()
        .contains("switchjmp (M1_NM, 1) idx(0,0)<0;1,0> (L0, L1)"));
    assert!(matches!(
        read.validate(),
        Err(KernelError::ExecMaskIgnored { index: 0, .. })
    ));
    let mut kernel = read.clone();
    kernel.set_type_checks(true);
    let before = kernel.instructions().len();
    match kernel.push(switch) {
        Err(e @ KernelError::ExecMaskIgnored { .. }) => {
            assert_eq!(e.code(), "exec_mask_ignored");
            assert!(e.to_string().contains("jmp-exec-mask-ignored"), "{e}");
        }
        other => panic!("pushed switchjmp (M1_NM, 1): {other:?}"),
    }
    assert_eq!(kernel.instructions().len(), before);
    // With M1, what IGC runs, it is taken.
    let plain = Kernel::from_asm(&SWITCHJMP_MASKED.replace("M1_NM", "M1")).unwrap();
    assert_eq!(plain.validate(), Ok(()));
    // GenX_IR builds the SWITCHJMP without the mask: its dump says M1.
    if let Some((errors, _, dump)) = genx_ir_run("switchjmp_masked", SWITCHJMP_MASKED) {
        assert_eq!(errors, None);
        assert!(
            dump.contains("switchjmp (M1, 1) idx(0,0)<0;1,0> (L0, L1)"),
            "{dump}"
        );
        assert!(!dump.contains("M1_NM"), "{dump}");
    }
}

/// ADD of F with HF, both ways: IGC's verifier lets an F destination take HF sources and an
/// HF destination F sources (erratum `arith-mixed-float-sources`).
const ADD_F_HF: &str = ".version 4.1
.kernel \"k\"
.decl f v_type=G type=f num_elts=8 align=GRF
.decl h v_type=G type=hf num_elts=8 align=GRF
.decl f2 v_type=G type=f num_elts=8 align=GRF
.decl h2 v_type=G type=hf num_elts=8 align=GRF
add (M1, 8) f2(0,0)<1> f(0,0)<1;1,0> h(0,0)<1;1,0>
add (M1, 8) h2(0,0)<1> h(0,0)<1;1,0> f(0,0)<1;1,0>
ret (M1, 1)
";

#[test]
fn add_of_f_with_hf_is_taken_like_genx_ir_takes_it() {
    let Some(read) = read("add_f_hf", ADD_F_HF) else {
        return;
    };
    for add in &read.instructions()[..2] {
        assert_eq!(add.validate_types(&read), Ok(()), "{add}");
    }
    // A DF source is still refused with an F destination: the erratum adds HF and F only.
    let df = ADD_F_HF.replace(".decl h v_type=G type=hf", ".decl h v_type=G type=df");
    let df = Kernel::from_asm(&df).unwrap();
    let e = df.instructions()[0].validate_types(&df).unwrap_err();
    assert_eq!(e.code(), "operand_types_not_mapped", "{e}");
    if let Some(errors) = genx_ir_errors("add_f_hf", ADD_F_HF) {
        assert_eq!(errors, None, "GenX_IR's verifier refused ADD of F with HF");
    }
    if let Some(errors) = genx_ir_errors("add_f_df", &ADD_F_HF.replace("type=hf", "type=df")) {
        let errors = errors.expect("GenX_IR's verifier accepted ADD of F with DF");
        assert!(errors.contains("must use the same type"), "{errors}");
    }
}

/// CMP pairs its documented operand type maps leave out: IGC's verifier checks no types of
/// CMP (erratum `cmp-types-unpaired`).
const CMP_UNPAIRED: &str = ".version 4.1
.kernel \"k\"
.decl d v_type=G type=d num_elts=8 align=GRF
.decl f v_type=G type=f num_elts=8 align=GRF
.decl df v_type=G type=df num_elts=8 align=GRF
.decl h v_type=G type=hf num_elts=8 align=GRF
cmp.lt (M1, 8) d(0,0)<1> f(0,0)<1;1,0> f(0,0)<1;1,0>
cmp.lt (M1, 8) f(0,0)<1> df(0,0)<1;1,0> df(0,0)<1;1,0>
cmp.lt (M1, 8) d(0,0)<1> h(0,0)<1;1,0> h(0,0)<1;1,0>
ret (M1, 1)
";

#[test]
fn cmp_pairs_igc_does_not_check_are_taken() {
    let Some(read) = read("cmp_unpaired", CMP_UNPAIRED) else {
        return;
    };
    for cmp in &read.instructions()[..3] {
        assert_eq!(cmp.validate_types(&read), Ok(()), "{cmp}");
    }
    if let Some(errors) = genx_ir_errors("cmp_unpaired", CMP_UNPAIRED) {
        assert_eq!(errors, None, "GenX_IR's verifier refused CMP's pairs");
    }
}
