//! Instructions of different opcodes that print the same mnemonic each parse as they print,
//! whatever the specs the crate was built from: the crate generated from the project's own
//! fixture `codegen/tests/fixtures/shared-mnemonic/` (COPY_B and COPY_W both print `copy`,
//! with modes of their own) is compiled into this test against the runtime, and its
//! `AnyInstruction::from_str` tries both readings.
//!
//! The generated code is checked in at `tests/fixtures/shared_mnemonic.rs`; this test fails when
//! it is stale, and `UPDATE_GENERATED=1 cargo test --test shared_mnemonic` rewrites it.

// The generated code names the runtime as `crate::…`, as inside visa-isa: here that resolves
// through this glob import (its own items, such as `AnyInstruction`, shadow visa-isa's).
use visa_isa::*;

include!("fixtures/shared_mnemonic.rs");

mod support;

use std::path::Path;
use support::random::Rng;

const HEADER: &str = "// Written by `UPDATE_GENERATED=1 cargo test --test shared_mnemonic` from codegen/tests/fixtures/shared-mnemonic; do not edit.";

#[test]
fn the_fixture_code_is_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let loaded =
        visa_isa_codegen::load_dir(&root.join("codegen/tests/fixtures/shared-mnemonic"), &[])
            .expect("the fixture is readable");
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    let source = visa_isa_codegen::emit::rust::checked_in_source(&loaded.model);
    let body = source.split_once('\n').map_or("", |(_, body)| body);
    let expected = format!("{HEADER}\n{body}");
    let path = root.join("tests/fixtures/shared_mnemonic.rs");
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(&path, &expected).expect("writable");
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == expected,
        "{} is stale; rewrite it with UPDATE_GENERATED=1 cargo test --test shared_mnemonic",
        path.display()
    );
}

fn inst_b(mode: copy_b::Mode) -> AnyInstruction {
    AnyInstruction::CopyB(copy_b::CopyB {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        mode,
        surface: SurfaceIndex(6),
    })
}

fn inst_w(mode: copy_w::Mode) -> AnyInstruction {
    AnyInstruction::CopyW(copy_w::CopyW {
        exec_size: ExecSize::Simd8,
        exec_mask: ExecMask::M1,
        mode,
        surface: SurfaceIndex(6),
    })
}

#[test]
fn each_reading_of_a_shared_mnemonic_parses_as_it_prints() {
    for inst in [
        inst_b(copy_b::Mode::First),
        inst_b(copy_b::Mode::Second),
        inst_w(copy_w::Mode::Third),
        inst_w(copy_w::Mode::Fourth),
    ] {
        let text = inst.to_string();
        assert!(text.starts_with("copy."), "{text}");
        assert_eq!(text.parse::<AnyInstruction>(), Ok(inst), "{text}");
    }
}

/// Arbitrary instructions of both opcodes read back from their text.
#[test]
fn arbitrary_instructions_of_a_shared_mnemonic_round_trip() {
    use arbitrary::{Arbitrary, Unstructured};
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut seen = [0; 2];
    for _ in 0..200 {
        let bytes = rng.bytes(16);
        let Ok(inst) = AnyInstruction::arbitrary(&mut Unstructured::new(&bytes)) else {
            continue;
        };
        seen[usize::from(matches!(inst, AnyInstruction::CopyW(_)))] += 1;
        let text = inst.to_string();
        assert_eq!(text.parse::<AnyInstruction>(), Ok(inst), "{text}");
    }
    assert!(seen.iter().all(|&n| n > 20), "{seen:?}");
}

/// When no reading reads the line, the error is that of the one that got furthest: COPY_W's,
/// which knows the mode `fourth` and stops at the surface, rather than COPY_B's, which stops
/// at the mode; on a tie, the first reading's.
#[test]
fn the_error_is_the_furthest_readings() {
    let text = "copy.fourth (M1, 8) X6";
    let err = text.parse::<AnyInstruction>().expect_err("no surface");
    let alone = text.parse::<copy_w::CopyW>().expect_err("no surface");
    assert_eq!(err, alone);
    assert_eq!(Some(err.column), text.find("X6").map(|at| at + 1));

    let text = "copy.fifth (M1, 8) T6";
    let err = text.parse::<AnyInstruction>().expect_err("no such mode");
    let first = text.parse::<copy_b::CopyB>().expect_err("no such mode");
    assert_eq!(err, first);
    assert_eq!(Some(err.column), text.find("fifth").map(|at| at + 1));

    let err = "cpy.first (M1, 8) T6"
        .parse::<AnyInstruction>()
        .expect_err("no such mnemonic");
    assert_eq!(err.to_string(), "1:1: unknown mnemonic `cpy`");
}
