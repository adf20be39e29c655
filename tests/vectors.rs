//! Every test vector in `generated/vectors/` (or `VISA_ISA_VECTORS`) against the generated
//! code: valid vectors encode to their bytes, validate, print their assembly, decode from those
//! bytes back to themselves and parse from that assembly back to the same text; invalid vectors fail
//! `validate` (and `encode`) with their error. A file that gives `grf_bytes` prints and parses
//! its assembly in that context (its address-of operands' byte offsets, `&V101[40]`).

mod support;

use support::vectors::{self, hex};
use visa_isa::{AnyInstruction, Instruction};

#[test]
fn every_vector_round_trips() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let files = vectors::load_dir(&vectors::default_dir()).unwrap_or_else(|e| panic!("{e}"));
    for file in &files {
        let opcode = file.opcode.as_str();
        assert!(
            !file.vectors.is_empty(),
            "{}: no vectors",
            file.path.display()
        );
        for v in &file.vectors {
            let name = &v.name;
            let inst = v.instruction(opcode).unwrap_or_else(|e| panic!("{e}"));
            let mut problems = Vec::new();
            if v.valid {
                if let Err(e) = inst.validate() {
                    problems.push(format!("rejected: {e}"));
                }
                let mut bytes = Vec::new();
                match inst.encode(&mut bytes) {
                    Ok(n) if n == bytes.len() => {}
                    Ok(n) => {
                        problems.push(format!("encode reported {n} bytes, wrote {}", bytes.len()))
                    }
                    Err(e) => problems.push(format!("encode failed: {e}")),
                }
                let want = v.bytes.as_deref().expect("bytes");
                if hex(&bytes) != want {
                    problems.push(format!("bytes\n   got  {}\n   want {want}", hex(&bytes)));
                }
                if inst.encoded_len() != bytes.len() {
                    problems.push(format!(
                        "encoded_len {} but {} bytes",
                        inst.encoded_len(),
                        bytes.len()
                    ));
                }
                let mut buf = [0u8; 256];
                match inst.encode_into(&mut buf) {
                    Ok(n) if buf[..n] == bytes[..] => {}
                    other => problems.push(format!("encode_into: {other:?}")),
                }
                let asm = v.asm.as_deref().expect("asm");
                let printed = v.text.print(&inst);
                if printed != asm {
                    problems.push(format!("asm\n   got  {printed}\n   want {asm}"));
                }
                match AnyInstruction::decode(&bytes) {
                    Ok((back, n)) if back == inst && n == bytes.len() => {}
                    other => problems.push(format!("decode: {other:?}")),
                }
                // The text reads back to the instruction, or, where the text does not carry a
                // member (LSC_FENCE's predicate, LSC_UNTYPED's fields outside its template), to
                // one that prints the same text; tests/asm.rs pins exactly which for the seeds.
                match v.text.parse(asm) {
                    Ok(back) if back == inst || v.text.print(&back) == asm => {}
                    other => problems.push(format!("parse: {other:?}")),
                }
            } else {
                let want = v.error.as_deref().expect("error");
                match inst.validate() {
                    Ok(()) => problems.push(format!("accepted, expected {want}")),
                    Err(e) => {
                        if e.code() != want {
                            problems.push(format!("error {} ({e}), expected {want}", e.code()));
                        }
                        if let Some(field) = v.error_field.as_deref() {
                            if e.field() != Some(field) {
                                problems
                                    .push(format!("error field {:?}, expected {field}", e.field()));
                            }
                        }
                    }
                }
                let mut bytes = Vec::new();
                if inst.encode(&mut bytes).is_ok() || !bytes.is_empty() {
                    problems.push("encode accepted an invalid instruction".into());
                }
            }
            if !problems.is_empty() {
                failures.push(format!("{opcode}/{name}: {}", problems.join("; ")));
            }
            checked += 1;
        }
    }
    assert!(checked > 0, "no vectors checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} vectors fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
