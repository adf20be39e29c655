//! Arbitrary bytes through the binary decoders: one instruction (`AnyInstruction::decode` and
//! `decode_unchecked`), an instruction stream (`decode_stream`) and a whole `.isa` file
//! (`Kernel::from_isa`).
//!
//! Checked (src/runtime/decode.rs, "What decoding guarantees"): nothing panics; decoding is
//! lossless (what decodes, unchecked or not, writes back exactly the bytes it was read from,
//! `encoded_len` of them); `decode` is `decode_unchecked` plus `validate` (an instruction that
//! does not validate is `DecodeErrorKind::Invalid`); a decoded instruction's text parses back
//! to an instruction that prints the same text; the stream decoder yields, back to back, what
//! `decode` yields at each offset, and stops after its first error; a decoded kernel writes a
//! file that decodes to the same kernel, and prints its assembly.

#![no_main]

use libfuzzer_sys::fuzz_target;
use visa_isa::{decode_stream, AnyInstruction, DecodeErrorKind, Instruction, Kernel};

/// The bytes `inst` writes, unchecked.
fn written(inst: &AnyInstruction) -> Vec<u8> {
    let mut out = Vec::new();
    inst.write_unchecked(&mut out);
    out
}

/// Decodes one instruction at the start of `bytes`, checking every property; the length.
fn one(bytes: &[u8]) -> Option<usize> {
    let unchecked = AnyInstruction::decode_unchecked(bytes);
    let checked = AnyInstruction::decode(bytes);
    if let Ok((inst, used)) = &unchecked {
        assert!(
            (1..=bytes.len()).contains(used),
            "decode_unchecked used {used} of {} bytes",
            bytes.len()
        );
        assert_eq!(inst.encoded_len(), *used, "{inst:?}");
        assert_eq!(
            written(inst),
            &bytes[..*used],
            "not lossless: {inst:?} from {:02x?}",
            &bytes[..*used]
        );
    }
    match (&unchecked, &checked) {
        (Ok((inst, used)), Ok((valid, n))) => {
            assert_eq!(
                (inst, used),
                (valid, n),
                "decode and decode_unchecked differ"
            );
            assert_eq!(valid.validate(), Ok(()), "decode gave an invalid {valid:?}");
        }
        (Ok((inst, _)), Err(e)) => match &e.kind {
            DecodeErrorKind::Invalid { error } => {
                assert_eq!(inst.validate(), Err(*error), "{inst:?}");
                assert_eq!(e.offset, 0, "Invalid is located at the instruction: {e}");
            }
            _ => panic!("decode_unchecked gave {inst:?}, decode {e}"),
        },
        (Err(a), Err(b)) => assert_eq!(a, b, "the two decoders fail differently"),
        (Err(e), Ok((valid, _))) => panic!("decode gave {valid:?}, decode_unchecked {e}"),
    }
    let (inst, used) = checked.ok()?;

    // Valid: encode agrees, and the text reads back.
    let mut again = Vec::new();
    inst.encode(&mut again)
        .expect("a decoded instruction encodes");
    assert_eq!(again, &bytes[..used]);
    let text = inst.to_string();
    let parsed: AnyInstruction = text
        .parse()
        .unwrap_or_else(|e| panic!("{inst:?} prints {text:?}, which does not parse: {e}"));
    assert_eq!(parsed.to_string(), text, "{inst:?}");
    Some(used)
}

fuzz_target!(|data: &[u8]| {
    // The first instruction, through both decoders.
    let _ = one(data);
    // The stream, and each of its instructions alone.
    let mut expected_at = 0;
    let mut failed = false;
    for item in decode_stream(data) {
        assert!(!failed, "the stream went on after an error");
        match item {
            Ok((at, inst)) => {
                assert_eq!(at, expected_at, "instructions not back to back");
                let alone = one(&data[at..]);
                assert_eq!(alone, Some(inst.encoded_len()), "{inst:?} at {at}");
                assert_eq!(
                    AnyInstruction::decode(&data[at..]).ok().map(|(i, _)| i),
                    Some(inst)
                );
                expected_at = at + alone.unwrap_or(0);
            }
            Err(e) => {
                let alone = AnyInstruction::decode(&data[expected_at..])
                    .expect_err("the stream failed where decode succeeds");
                assert_eq!(
                    (e.offset, &e.kind),
                    (alone.offset + expected_at, &alone.kind),
                    "the stream's error is not decode's, moved to its offset"
                );
                failed = true;
            }
        }
    }
    assert!(
        failed || expected_at == data.len(),
        "the stream stopped early"
    );
    if expected_at == 0 && !data.is_empty() {
        // The stream failed at once: still exercise both decoders on the input.
        let _ = one(data);
    }

    // A whole file.
    if let Ok(kernel) = Kernel::from_isa(data) {
        let isa = kernel.to_isa();
        let again = Kernel::from_isa(&isa)
            .unwrap_or_else(|e| panic!("a decoded kernel writes a file that does not decode: {e}"));
        assert_eq!(again, kernel, "a decoded kernel's file decodes differently");
        let _ = kernel.to_asm();
    }
});
