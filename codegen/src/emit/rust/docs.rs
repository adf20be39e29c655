//! Rustdoc comments from the spec: prose, code blocks, errata and field descriptions.

use super::*;

/// Spec prose as rustdoc: `<`, `>` and brackets escaped, code lines in ```text blocks.
pub(super) fn doc(text: &str) -> TokenStream {
    let mut lines: Vec<String> = Vec::new();
    let mut in_code = false;
    for (i, line) in text.lines().enumerate() {
        let code_like = i > 0
            && (line.starts_with("- ")
                || line.contains("+--")
                || line.starts_with('|')
                || line.starts_with("  "));
        if code_like && !in_code {
            lines.push("```text".into());
            in_code = true;
        } else if !code_like && in_code {
            lines.push("```".into());
            in_code = false;
        }
        lines.push(if in_code {
            line.to_owned()
        } else {
            escape(line)
        });
    }
    if in_code {
        lines.push("```".into());
    }
    doc_lines(&lines)
}

/// A block of spec text (semantics, notes, syntax) as a ```text block.
pub(super) fn doc_code(title: &str, text: &str) -> TokenStream {
    if text.trim().is_empty() {
        return TokenStream::new();
    }
    let mut lines = vec![
        String::new(),
        format!("# {title}"),
        String::new(),
        "```text".to_owned(),
    ];
    lines.extend(text.lines().map(|l| l.replace("```", "'''")));
    lines.push("```".into());
    doc_lines(&lines)
}

pub(super) fn doc_lines(lines: &[String]) -> TokenStream {
    let attrs = lines.iter().map(|l| {
        let l = format!(" {l}");
        quote! { #[doc = #l] }
    });
    quote! { #(#attrs)* }
}

pub(super) fn escape(line: &str) -> String {
    line.replace('\\', "\\\\")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('[', "\\[")
        .replace(']', "\\]")
        .replace('*', "\\*")
}

/// A rustdoc `# Example` section of `code` (lines of a doctest, without the fences).
pub(super) fn example_section<S: AsRef<str>>(code: &[S]) -> Vec<String> {
    let mut lines: Vec<String> = ["", "# Example", "", "```"].map(String::from).into();
    lines.extend(code.iter().map(|line| line.as_ref().to_owned()));
    lines.push("```".to_owned());
    lines
}

pub(super) fn first_sentence(text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.find(". ") {
        Some(i) => flat[..=i].to_owned(),
        None => flat,
    }
}

/// An opcode module's `# Errata`: each erratum by id, linked to its text in [`errata_module`]
/// (written once however many opcodes it applies to).
pub(super) fn errata_doc(op: &Opcode) -> TokenStream {
    if op.errata.is_empty() {
        return TokenStream::new();
    }
    let mut lines = vec![String::new(), "# Errata".to_owned(), String::new()];
    for e in &op.errata {
        lines.push(format!(
            "- [`{}`](crate::{ERRATA_MODULE}#{}) ({})",
            e.id,
            e.id,
            errata_tag(e)
        ));
    }
    doc_lines(&lines)
}

/// The generated module that holds every erratum's text ([`errata_module`]).
const ERRATA_MODULE: &str = "errata";

fn errata_tag(e: &Erratum) -> &'static str {
    if e.applied {
        "corrected"
    } else {
        "IGC behaviour"
    }
}

/// The crate's `errata` module: every erratum of the build's opcodes once, in the order the
/// opcodes first name them, each under a heading of its id (the opcode modules link to it),
/// with the opcodes it applies to.
pub(super) fn errata_module(model: &Model) -> TokenStream {
    let mut order: Vec<(&Erratum, Vec<&str>)> = Vec::new();
    for op in &model.opcodes {
        for e in &op.errata {
            match order.iter_mut().find(|(seen, _)| seen.id == e.id) {
                Some((_, ops)) => ops.push(&op.name),
                None => order.push((e, vec![&op.name])),
            }
        }
    }
    let mut lines = vec![
        "The errata applied to the specs this crate was built from: where a spec and IGC \
         disagree, what the doc says, what IGC does, and the IGC source that shows it \
         (`specs/errata.yaml`; `docs/errata.md` explains them). Each opcode's module lists its \
         own by id."
            .to_owned(),
    ];
    for (e, ops) in order {
        let ops: Vec<String> = ops
            .iter()
            .map(|o| format!("[`{o}`](crate::{})", names::module_name(o)))
            .collect();
        lines.extend([
            String::new(),
            format!("## {}", e.id),
            String::new(),
            escape(&format!(
                "{}: the doc says: {} IGC: {} Evidence: {}",
                if e.applied {
                    "Corrected"
                } else {
                    "IGC behaviour"
                },
                e.doc_says,
                e.correction,
                e.evidence
            )),
            String::new(),
            format!("Applies to {}.", ops.join(", ")),
        ]);
    }
    let docs = doc_lines(&lines);
    let module = ident(ERRATA_MODULE);
    quote! {
        #docs
        pub mod #module {}
    }
}

/// The line of a variant's docs about a member its rules fix ([`layout::fixed_value`]): it is
/// no field, and why.
pub(super) fn fixed_member_doc(
    op: &Opcode,
    variant: &Variant,
    m: &Member,
    fixed: &layout::FixedValue,
) -> String {
    let field = op
        .field(&m.field)
        .expect("members come from described fields");
    let place = match m.bitfield(field) {
        Some(b) => format!("{} Bit[{}..{}]", field.name, b.hi, b.lo),
        None => field.name.clone(),
    };
    escape(&match fixed.value {
        Some(value) => format!(
            "No `{}` ({place}): `{}` requires `{}` (`{}`), so it is always that; decoding \
             rejects any other value.",
            m.ident,
            variant.name,
            value.name,
            fixed.rule.source()
        ),
        None => format!(
            "No `{}` ({place}): `{}` may not set it (`{}`), so it is always clear; decoding \
             rejects it set.",
            m.ident,
            variant.name,
            fixed.rule.source()
        ),
    })
}

pub(super) fn field_doc_for(field: &Field, m: &Member) -> TokenStream {
    let bitfield = m.bitfield(field);
    let mut more = None;
    let mut text = match bitfield {
        Some(b) => {
            let mut t = format!("{} Bit[{}..{}]", field.name, b.hi, b.lo);
            if let Some([hi, lo]) = b.documented_bits {
                t.push_str(&format!(" (documented as Bit[{hi}..{lo}])"));
            }
            if let Some(p) = &b.platform {
                t.push_str(&format!(" {{{p}}}"));
            }
            // An enumerated member's whole description is on its enum, written once per opcode
            // however many variants have the member: the field keeps the first line.
            match (member::enumeration(m), b.description.split_once('\n')) {
                (Some((_, type_name)), Some((first, _))) => {
                    more = Some(format!(" The rest of the description: [`{type_name}`]."));
                    format!("{t}: {first}")
                }
                _ => format!("{t}: {}", b.description),
            }
        }
        None => {
            let mut t = format!("{} ({}", field.name, field.ty.doc_name());
            if let Some(d) = field.documented_type {
                t.push_str(&format!("; documented as {}", d.doc_name()));
            }
            format!("{t}): {}", field.description)
        }
    };
    let line = bitfield.map_or(field.line, |b| b.line);
    if member::is_counted(m) {
        text.push_str(
            "\nA counted parameter: `None` when skipped; only trailing parameters may be skipped.",
        );
    }
    let mut t = doc(&text);
    if let Some(more) = more {
        t.extend(quote! { #[doc = ""] #[doc = #more] });
    }
    let spec = format!(" Spec line {line}.");
    t.extend(quote! { #[doc = ""] #[doc = #spec] });
    t
}
