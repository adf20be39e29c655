//! Arbitrary text through the vISA assembly reader: `AnyInstruction::from_str` and
//! `parse_asm_line`.
//!
//! Checked: nothing panics; `parse_asm_line` agrees with `from_str` and reports errors at the
//! line it is given and at a column inside the text (or just past its end); an instruction
//! that parses and validates prints a text that parses back to the same instruction (what the
//! text does not carry, SCATTER4_SCALED `Scale`, already reads as 0 in the first parse).

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
    if inst.validate().is_ok() {
        let back = printed.parse::<AnyInstruction>().unwrap_or_else(|e| {
            panic!("{text:?} parsed and validated, but its text {printed:?} does not parse: {e}")
        });
        assert_eq!(back, inst, "{text:?} → {printed:?} reads back differently");
        // A valid instruction encodes.
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
