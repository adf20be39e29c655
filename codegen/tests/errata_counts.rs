//! docs/errata.md's table of errata by scope is the one `visa-isa-codegen errata` prints for
//! `specs/errata.yaml`.

use visa_isa_codegen::diag::Diagnostics;
use visa_isa_codegen::errata;

const BEGIN: &str = "<!-- errata-counts: begin -->\n";
const END: &str = "<!-- errata-counts: end -->";

#[test]
fn docs_count_the_errata_by_scope() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let text = std::fs::read_to_string(format!("{root}/specs/errata.yaml")).unwrap();
    let mut diag = Diagnostics::new("specs/errata.yaml");
    let file = errata::parse(&text, &mut diag).expect("specs/errata.yaml reads");
    assert!(!diag.has_errors(), "{:?}", diag.items);
    let table = errata::counts_table(&[file]);

    let docs = std::fs::read_to_string(format!("{root}/docs/errata.md")).unwrap();
    let start = docs
        .find(BEGIN)
        .expect("docs/errata.md has the counts block")
        + BEGIN.len();
    let end = docs[start..].find(END).expect("the counts block ends") + start;
    assert!(
        docs[start..end] == table,
        "docs/errata.md's errata counts are stale: replace the lines between `{}` and `{END}` \
         with the output of `cargo run -q -p visa-isa-codegen -- errata`:\n{table}",
        BEGIN.trim_end()
    );
}

#[test]
fn scopes_follow_the_opcode_list() {
    let text = r#"
errata:
- id: every
  opcodes: ['*']
  doc_says: a
  correction: b
  evidence: c:1
- id: class
  opcodes: [ADD, MUL]
  doc_says: a
  correction: b
  evidence: c:1
- id: one
  opcodes: [ADD]
  doc_says: a
  correction: b
  evidence: c:1
  apply:
  - no_saturation: { field: Dst }
"#;
    let mut diag = Diagnostics::new("t.yaml");
    let file = errata::parse(text, &mut diag).expect("reads");
    let scopes: Vec<_> = file.errata.iter().map(|e| e.scope()).collect();
    assert_eq!(
        scopes,
        [
            errata::Scope::EveryOpcode,
            errata::Scope::OpcodeClass,
            errata::Scope::OneDocument
        ]
    );
    let effects: Vec<_> = file.errata.iter().map(|e| e.effect()).collect();
    assert_eq!(
        effects,
        [
            errata::Effect::RecordsForDocs,
            errata::Effect::RecordsForDocs,
            errata::Effect::ChangesModel
        ]
    );
    let table = errata::counts_table(&[file]);
    assert!(
        table.contains("| one document (one opcode listed) | 1 | 0 | 0 | 1 |"),
        "{table}"
    );
    assert!(table.contains("| all | 1 | 0 | 2 | 3 |"), "{table}");
}
