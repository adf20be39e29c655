//! Regression tests for the inputs `cargo fuzz run spec_parser` found (see `docs/fuzzing.md`,
//! "What the runs found"): each one panicked or broke an invariant of the pipeline before its fix.

use visa_isa_codegen::diag::Diagnostics;
use visa_isa_codegen::read_spec;

/// Runs `text` through the front end as the fuzz target does, returning its diagnostics.
fn diagnose(text: &str) -> Diagnostics {
    let mut diag = Diagnostics::new("FUZZ.md");
    let _ = read_spec("FUZZ.md", text, &mut diag);
    diag
}

/// A list nested in a Format-section item: the inner item's end used to drain the outer one
/// still being read, and the outer item's next text indexed an empty list.
#[test]
fn nested_list_in_the_format_section() {
    let diag = diagnose("## Format\n\n- a\n  - b\n\n  c\n");
    assert!(diag.has_errors());
}

/// A heading inside a list item ends the section the item was read in; the item's later text
/// used to index the flushed list.
#[test]
fn heading_inside_a_list_item() {
    for text in [
        "## Description\n\n- ## Format\n  more text\n",
        "## Format\n\n- ## Notes\n  more text\n\n      code\n",
        "## Description\n\n- a\n  - # Text\n    b\n  c\n",
    ] {
        let _ = diagnose(text);
    }
}

/// A `{` without its `}` in a Supported Types list: the platform-tag loop used to find the same
/// `{` forever (a timeout of `cargo fuzz run spec_parser`).
#[test]
fn unclosed_platform_tag_in_a_type_list() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../specs/GATHER4_TYPED.md");
    let spec = std::fs::read_to_string(path).expect("the spec");
    for types in ["D,{UD", "D.{XEHP+", "{", "D,UD.{XEHP+}F,{"] {
        let text = spec.replace(
            "#### Properties\n",
            &format!("#### Properties\n- **Supported Types:** {types}\n"),
        );
        assert_ne!(text, spec);
        let diag = diagnose(&text);
        assert!(
            diag.items
                .iter()
                .any(|d| d.message.contains("platform tag")),
            "{types}: {:?}",
            diag.items
        );
    }
}
