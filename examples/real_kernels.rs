//! Real kernels, written with the kernel builder (`examples/real/mod.rs`) and as IGC's vISA
//! assembly (`examples/real/*.visaasm`): a vector add with OWORD and with LSC messages, a loop
//! with CMP and a predicated JMP, math with MAD, SEL, strided regions and source modifiers, a
//! subroutine with CALL and RET.
//!
//! ```text
//! cargo run --example real_kernels -- OUT_DIR
//! ```
//!
//! Checks that each builder and its text make the same kernel, and writes
//! `OUT_DIR/<name>.isa` and `OUT_DIR/<name>.visaasm` for `GenX_IR <file> -platform TGLLP
//! -output` (the LSC kernel needs `-platform DG2`). The opcodes are in the crate built from
//! IGC's corpus only (`.ci/corpus-conformance`): built from the seed specs, it says which
//! kernels it skips.

mod real;

use std::path::PathBuf;
use std::process::ExitCode;

use visa_isa::Kernel;

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: cargo run --example real_kernels -- OUT_DIR");
        return ExitCode::from(2);
    };
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("error: cannot create {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    let mut failed = false;
    for rk in real::ALL {
        let k = match (rk.build)() {
            None => {
                eprintln!(
                    "*** SKIPPED: {}: this build lacks one of {:?} (built from the seed specs?)",
                    rk.name, rk.opcodes
                );
                continue;
            }
            Some(Err(e)) => {
                eprintln!("error: {}: {e}", rk.name);
                failed = true;
                continue;
            }
            Some(Ok(k)) => k,
        };
        match Kernel::from_asm(rk.text) {
            Ok(t) if t == k => {}
            Ok(_) => {
                eprintln!("error: {}: the builder and the .visaasm differ", rk.name);
                failed = true;
                continue;
            }
            Err(e) => {
                eprintln!("error: {}.visaasm: {e}", rk.name);
                failed = true;
                continue;
            }
        }
        let (isa, asm) = (
            out.join(format!("{}.isa", rk.name)),
            out.join(format!("{}.visaasm", rk.name)),
        );
        if let Err(e) =
            std::fs::write(&isa, k.to_isa()).and_then(|()| std::fs::write(&asm, k.to_asm()))
        {
            eprintln!("error: cannot write into {}: {e}", out.display());
            return ExitCode::FAILURE;
        }
        println!(
            "{}: {} instructions, wrote {} and {} (GenX_IR -platform {}{})",
            rk.name,
            k.instructions().len(),
            isa.display(),
            asm.display(),
            rk.platform,
            if rk.compiles {
                ""
            } else {
                "; GenX_IR 12504.6 reads it but cannot compile it"
            }
        );
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
