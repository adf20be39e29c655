//! Arbitrary text through the vISA assembly reader: `AnyInstruction::from_str` and
//! `parse_asm_line`.
//!
//! Checked: nothing panics; `parse_asm_line` agrees with `from_str` and reports errors at the
//! line it is given and at a column inside the text (or just past its end); whatever parses
//! prints a text that parses back to the same instruction; and an instruction that parses and
//! validates encodes to `encoded_len` bytes.
//!
//! The round trip is required of every parsed instruction, not only of valid ones: the
//! reader only builds instructions that their text denotes (the fields the text does not carry,
//! SCATTER4_SCALED `Scale`, are already 0, and a packed operand is already packed), so printing
//! must be its inverse. tests/asm.rs covers the other direction, instructions the reader cannot
//! build.

#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_isa::{parse_asm_line, AnyInstruction, Instruction};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = text.parse::<AnyInstruction>();
    let line = 1 + data.len() * 7919;
    let located = parse_asm_line::<AnyInstruction>(text, line);
    match (&parsed, &located) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "parse_asm_line and from_str disagree on {text:?}"),
        (Err(a), Err(b)) => {
            assert_eq!(a.line, 1, "from_str error not on line 1: {a}");
            assert_eq!(b.line, line, "parse_asm_line error not on its line: {b}");
            assert_eq!((a.column, &a.kind), (b.column, &b.kind), "{text:?}");
            let chars = text.chars().count();
            assert!(
                (1..=chars + 1).contains(&a.column),
                "column {} outside 1..={}: {a} in {text:?}",
                a.column,
                chars + 1
            );
            let _ = a.to_string();
        }
        _ => panic!("from_str {parsed:?} but parse_asm_line {located:?} on {text:?}"),
    }
    let Ok(inst) = parsed else { return };

    let printed = inst.to_string();
    let back = printed.parse::<AnyInstruction>().unwrap_or_else(|e| {
        panic!("{text:?} parsed, but its text {printed:?} does not parse: {e}")
    });
    assert_eq!(back, inst, "{text:?} → {printed:?} reads back differently");

    if inst.validate().is_ok() {
        let mut bytes = Vec::new();
        let n = inst
            .encode(&mut bytes)
            .unwrap_or_else(|e| panic!("{text:?} validates but does not encode: {e}"));
        assert_eq!(
            (n, bytes.len()),
            (inst.encoded_len(), inst.encoded_len()),
            "{text:?}"
        );
    }
});
