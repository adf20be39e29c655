//! The one-opcode specs the construct tests write (`TOY = 0x10`) and how they read them,
//! shared by `constructs.rs` and `conditional.rs`.

use visa_isa_codegen::diag::{Diagnostic, Level};
use visa_isa_codegen::model::Opcode;
use visa_isa_codegen::{load_sources, Loaded, Source};

/// A spec of opcode `TOY = 0x10` from its Format section body, field list and Text lines.
pub fn spec(format: &str, fields: &str, text: &str) -> String {
    format!(
        "## Opcode\n\n  TOY = 0x10\n\n## Format\n\n{format}\n\n## Semantics\n\n    toy\n\n\
         ## Description\n\n{fields}\n\n#### Properties\n\n## Text\n```\n{text}\n```\n"
    )
}

/// A Format table of one row.
pub fn row(cells: &[&str]) -> String {
    let n = cells.len() + 1;
    format!(
        "|{}\n|{}\n| 0x10(TOY) | {} |",
        " |".repeat(n),
        " --- |".repeat(n),
        cells.join(" | ")
    )
}

pub fn load(spec: &str, errata: &str) -> Loaded {
    let errata: Vec<Source> = if errata.is_empty() {
        Vec::new()
    } else {
        vec![Source {
            name: "errata.yaml".into(),
            bytes: errata.as_bytes().to_vec(),
        }]
    };
    load_sources(
        &[Source {
            name: "TOY.md".into(),
            bytes: spec.as_bytes().to_vec(),
        }],
        &errata,
    )
}

/// The opcode, when the spec loads without errors or unknown constructs.
pub fn toy(loaded: &Loaded) -> &Opcode {
    let bad: Vec<&Diagnostic> = loaded
        .diagnostics
        .iter()
        .filter(|d| d.level == Level::Error || d.unknown)
        .collect();
    assert!(bad.is_empty(), "{bad:#?}");
    &loaded.model.opcodes[0]
}

pub fn errors(loaded: &Loaded) -> Vec<String> {
    loaded
        .errors()
        .map(|d| format!("{}:{}", d.line, d.message))
        .collect()
}
