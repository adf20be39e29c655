//! Every test vector in `generated/vectors/` against the generated code: valid vectors encode
//! to their bytes, validate, and print their assembly; invalid vectors fail `validate` (and
//! `encode`) with their error.

use serde_yaml::{Mapping, Value};
use visa_isa::{AnyInstruction, Instruction};

fn vector_files() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated/vectors");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    files
}

/// `{ OPCODE: { variant: fields } }`, or `{ OPCODE: fields }` without op variants.
fn instruction(opcode: &str, variant: &str, fields: &Value) -> AnyInstruction {
    let inner = if variant == opcode {
        fields.clone()
    } else {
        let mut m = Mapping::new();
        m.insert(variant.into(), fields.clone());
        Value::Mapping(m)
    };
    let mut outer = Mapping::new();
    outer.insert(opcode.into(), inner);
    let text = serde_yaml::to_string(&Value::Mapping(outer)).expect("plain YAML");
    serde_yaml::with::singleton_map_recursive::deserialize(serde_yaml::Deserializer::from_str(
        &text,
    ))
    .unwrap_or_else(|e| panic!("{opcode}/{variant}: fields do not deserialize: {e}\n{text}"))
}

fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_vector_round_trips() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for file in vector_files() {
        let doc: Value =
            serde_yaml::from_str(&std::fs::read_to_string(&file).expect("readable")).expect("YAML");
        let opcode = doc["opcode"].as_str().expect("opcode");
        let vectors = doc["vectors"].as_sequence().expect("vectors");
        assert!(!vectors.is_empty(), "{}: no vectors", file.display());
        for v in vectors {
            let name = v["name"].as_str().expect("name");
            let variant = v["variant"].as_str().expect("variant");
            let inst = instruction(opcode, variant, &v["fields"]);
            let valid = v["valid"].as_bool().expect("valid");
            let mut problems = Vec::new();
            if valid {
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
                let want = v["bytes"].as_str().expect("bytes");
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
                let asm = v["asm"].as_str().expect("asm");
                if inst.to_string() != asm {
                    problems.push(format!("asm\n   got  {inst}\n   want {asm}"));
                }
            } else {
                let want = v["error"].as_str().expect("error");
                match inst.validate() {
                    Ok(()) => problems.push(format!("accepted, expected {want}")),
                    Err(e) => {
                        if e.code() != want {
                            problems.push(format!("error {} ({e}), expected {want}", e.code()));
                        }
                        if let Some(field) = v.get("error_field").and_then(Value::as_str) {
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
