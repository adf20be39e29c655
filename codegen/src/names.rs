//! How model names become Rust names. Shared by the Rust emitter and the vector emitter, so a
//! vector's `fields` use exactly the serde names of the generated types.
//!
//! Names are mechanical: snake case for modules and fields, camel case for types, a prefix
//! when a name would start with a digit, raw identifiers for keywords.

/// `3D_SAMPLE` → `op_3d_sample`, `MOD` → `op_mod`, `GATHER4_TYPED` → `gather4_typed`.
pub fn module_name(opcode: &str) -> String {
    let snake = snake_case(opcode);
    if snake.starts_with(|c: char| c.is_ascii_digit()) || KEYWORDS.contains(&snake.as_str()) {
        format!("op_{snake}")
    } else {
        snake
    }
}

/// `3D_SAMPLE` → `Op3dSample`: the type named after an opcode.
pub fn opcode_type_name(opcode: &str) -> String {
    camel_case(&module_name(opcode))
}

/// `gather4_po_i_c` → `Gather4PoIC`, `M1_NM` → `M1Nm`, `16-bit full` → `N16BitFull`.
pub fn camel_case(name: &str) -> String {
    let mut out = String::new();
    for word in words(name) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.push(first.to_ascii_uppercase());
            out.extend(chars.map(|c| c.to_ascii_lowercase()));
        }
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'N');
    }
    out
}

/// The type name of a bitfield named `name`, in the ISA's terms. A bitfield the doc does not
/// name is named after its description, a clause (`execution_mask_as_described_in_table_4`,
/// `indicates_whether_this_is_the_start_or_the_end`); its type takes the clause's noun
/// instead of the whole clause:
///
/// - a leading verb and article (`encodes the`, `specifies the`) are dropped, and the noun
///   phrase ends before a preposition or relative word (`as`, `in`, `that`, …):
///   `ExecutionMask`, `VariableClass`;
/// - a choice (`whether this is the start or the end`, `whether sends or sendsc should be
///   used`) is named by its two alternatives, the words around `or`: `StartOrEnd`,
///   `SendsOrSendsc`.
///
/// Any other name (`Op`, `elt_size`, `byte size of each element`) is [`camel_case`]d as it is.
pub fn bitfield_type_name(name: &str) -> String {
    const ARTICLES: [&str; 3] = ["the", "a", "an"];
    const STOPS: [&str; 9] = [
        "as", "in", "that", "which", "to", "for", "with", "when", "if",
    ];
    let mut w: Vec<String> = words(name).iter().map(|w| w.to_ascii_lowercase()).collect();
    // A verb in the third person, then an article or `whether`.
    if w.len() >= 3
        && w[0].len() > 2
        && w[0].ends_with('s')
        && (ARTICLES.contains(&w[1].as_str()) || w[1] == "whether")
    {
        w.remove(0);
        if ARTICLES.contains(&w[0].as_str()) {
            w.remove(0);
        }
    }
    let noun: Vec<&str> = if w.first().map(String::as_str) == Some("whether") {
        let or = w.iter().position(|x| x == "or");
        let after = or.and_then(|or| w[or + 1..].iter().find(|x| !ARTICLES.contains(&x.as_str())));
        match (or, after) {
            (Some(or), Some(after)) if or >= 2 && after != "not" => vec![&w[or - 1], "or", after],
            _ => return camel_case(name),
        }
    } else {
        let end = w
            .iter()
            .skip(1)
            .position(|x| STOPS.contains(&x.as_str()))
            .map_or(w.len(), |p| p + 1);
        w[..end].iter().map(String::as_str).collect()
    };
    if noun.is_empty() {
        return camel_case(name);
    }
    camel_case(&noun.join(" "))
}

/// The member (struct field) name of a bitfield named `name`, in the ISA's terms: a bitfield
/// the doc does not name is named after its description, and its member takes what the
/// clause is about, as [`bitfield_type_name`] does for types:
///
/// - a leading verb (`indicates`, `encodes`) is dropped;
/// - `this is a X` (also after `if` or `whether`) is a flag: `is X`
///   (`is_scheduling_barrier`, `is_16bit_atomic_operation`);
/// - `whether X is set or not` is `X` (`eot`); `whether A or B …` is `A or B`;
/// - otherwise the noun phrase ends before a preposition, relative word or `but`
///   (`flush_instruction_cache_if_set` → `flush instruction cache`,
///   `execution_mask_as_described_in_table_4` → `execution mask`).
///
/// A name that is no such clause stays as it is. The model keeps the full name (errata name
/// bitfields by it); only the Rust member and its serde key are shortened.
pub fn bitfield_member_name(name: &str) -> String {
    const ARTICLES: [&str; 3] = ["the", "a", "an"];
    const STOPS: [&str; 10] = [
        "as", "in", "that", "which", "to", "for", "with", "when", "if", "but",
    ];
    let all: Vec<String> = words(name).iter().map(|w| w.to_ascii_lowercase()).collect();
    let mut w: &[String] = &all;
    let is =
        |w: &[String], i: usize, set: &[&str]| w.get(i).is_some_and(|x| set.contains(&x.as_str()));
    // A verb in the third person before what the clause is about.
    if w.len() >= 3
        && w[0].len() > 3
        && w[0].ends_with('s')
        && is(w, 1, &["this", "whether", "if", "the", "a", "an"])
    {
        w = &w[1..];
    }
    let mut noun: Vec<&str> = Vec::new();
    let this_is = |w: &[String], i: usize| {
        is(w, i, &["this"]) && is(w, i + 1, &["is"]) && is(w, i + 2, &ARTICLES)
    };
    let rest: &[String] = if this_is(w, 0) {
        noun.push("is");
        &w[3..]
    } else if is(w, 0, &["if", "whether"]) && this_is(w, 1) {
        noun.push("is");
        &w[4..]
    } else if is(w, 0, &["whether"]) {
        let at = |x: &str| w.iter().position(|y| y == x);
        match (at("is"), at("or")) {
            // `whether X is set or not`.
            (Some(is_at), _) if is_at > 1 && is(w, is_at + 1, &["set"]) => {
                return w[1..is_at].join(" ");
            }
            // `whether A or B should be used`.
            (_, Some(or)) if or >= 2 && w.get(or + 1).is_some_and(|x| x != "not") => {
                return format!("{} or {}", w[or - 1], w[or + 1]);
            }
            _ => return name.to_owned(),
        }
    } else {
        w
    };
    let rest = match rest.first() {
        Some(first) if ARTICLES.contains(&first.as_str()) => &rest[1..],
        _ => rest,
    };
    let end = rest
        .iter()
        .skip(1)
        .position(|x| STOPS.contains(&x.as_str()))
        .map_or(rest.len(), |p| p + 1);
    if end == rest.len() && noun.is_empty() {
        // No clause to shorten.
        return name.to_owned();
    }
    noun.extend(rest[..end].iter().map(String::as_str));
    if noun.is_empty() {
        return name.to_owned();
    }
    noun.join(" ")
}

/// `Exec_size` → `exec_size`, `DeltaU` → `delta_u`, `OffUV_R` → `off_uv_r`.
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for_each_word(name, |w| {
        if !out.is_empty() {
            out.push('_');
        }
        out.extend(w.bytes().map(|b| char::from(b.to_ascii_lowercase())));
    });
    out
}

/// The Rust identifier of a field (snake case, raw when a keyword).
pub fn field_ident(name: &str) -> String {
    let snake = snake_case(name);
    if KEYWORDS.contains(&snake.as_str()) {
        format!("r#{snake}")
    } else {
        snake
    }
}

/// The serde name of a field (snake case, never raw).
pub fn field_key(name: &str) -> String {
    snake_case(name)
}

const KEYWORDS: [&str; 38] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use",
    "where", "while", "yield",
];

/// Splits on non-alphanumerics and on lower→upper case changes (`OffUV_R` → Off, UV, R).
fn words(name: &str) -> Vec<&str> {
    let mut words = Vec::new();
    for_each_word(name, |w| words.push(w));
    words
}

/// Calls `each` with the words of `name` ([`words`]) in order, without allocating: the build
/// script names every member of every variant, unoptimized.
fn for_each_word<'n>(name: &'n str, mut each: impl FnMut(&'n str)) {
    // Only ASCII alphanumerics make words, so byte indices are character boundaries.
    for part in name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|p| !p.is_empty())
    {
        let bytes = part.as_bytes();
        let mut start = 0;
        for i in 1..bytes.len() {
            let (prev, c) = (bytes[i - 1], bytes[i]);
            let next = bytes.get(i + 1).copied();
            let boundary = c.is_ascii_uppercase()
                && (prev.is_ascii_lowercase()
                    || (prev.is_ascii_uppercase() && next.is_some_and(|n| n.is_ascii_lowercase())));
            if boundary {
                each(&part[start..i]);
                start = i;
            }
        }
        each(&part[start..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_mechanical() {
        assert_eq!(module_name("3D_SAMPLE"), "op_3d_sample");
        assert_eq!(opcode_type_name("3D_SAMPLE4"), "Op3dSample4");
        assert_eq!(module_name("GATHER4_TYPED"), "gather4_typed");
        assert_eq!(camel_case("gather4_po_i_c"), "Gather4PoIC");
        assert_eq!(camel_case("M1_NM"), "M1Nm");
        assert_eq!(camel_case("LOD"), "Lod");
        assert_eq!(camel_case("16-bit full"), "N16BitFull");
        assert_eq!(snake_case("DeltaU"), "delta_u");
        assert_eq!(snake_case("OffUV_R"), "off_uv_r");
        assert_eq!(snake_case("LodOffUV"), "lod_off_uv");
        assert_eq!(snake_case("Exec_size"), "exec_size");
        assert_eq!(field_ident("Ref"), "r#ref");
        assert_eq!(field_key("Ref"), "ref");
    }

    #[test]
    fn a_bitfield_member_named_by_a_clause_takes_what_it_is_about() {
        let m = |name: &str| snake_case(&bitfield_member_name(name));
        assert_eq!(
            m("indicates_this_is_a_scheduling_barrier_but_will_not_generate_an_actual_fence_instruction"),
            "is_scheduling_barrier"
        );
        assert_eq!(
            m("if_this_is_a_16bit_atomic_operation"),
            "is_16bit_atomic_operation"
        );
        assert_eq!(
            m("execution_mask_as_described_in_table_4"),
            "execution_mask"
        );
        assert_eq!(
            m("whether_sends_or_sendsc_should_be_used"),
            "sends_or_sendsc"
        );
        assert_eq!(m("whether_eot_is_set_or_not"), "eot");
        assert_eq!(
            m("flush_instruction_cache_if_set"),
            "flush_instruction_cache"
        );
        assert_eq!(
            m("flush_l1_read_only_data_cache_if_set"),
            "flush_l1_read_only_data_cache"
        );
        // Names, and clauses without a noun to take, stay as they are.
        for name in [
            "op",
            "commit_enable_bit",
            "elt_size",
            "indicates_whether_the_address_needs",
            "bit5",
        ] {
            assert_eq!(m(name), name);
        }
    }

    #[test]
    fn a_bitfield_named_by_a_clause_takes_its_noun() {
        let t = bitfield_type_name;
        assert_eq!(
            t("encodes_the_execution_mask_as_described_in_table_4"),
            "ExecutionMask"
        );
        assert_eq!(t("specifies_the_variable_class"), "VariableClass");
        assert_eq!(
            t("indicates_whether_this_is_the_start_or_the_end"),
            "StartOrEnd"
        );
        assert_eq!(
            t("determines_whether_sends_or_sendsc_should_be_used"),
            "SendsOrSendsc"
        );
        // As the front end names them, the verb already dropped.
        assert_eq!(t("execution_mask_as_described_in_table_4"), "ExecutionMask");
        assert_eq!(t("whether_sends_or_sendsc_should_be_used"), "SendsOrSendsc");
        assert_eq!(t("whether_eot_is_set_or_not"), "WhetherEotIsSetOrNot");
        // Names, and clauses without a noun to take, stay as they are.
        assert_eq!(t("op"), "Op");
        assert_eq!(t("src_channel"), "SrcChannel");
        assert_eq!(t("byte_size_of_each_element"), "ByteSizeOfEachElement");
        assert_eq!(t("indicates_whether_enabled"), "IndicatesWhetherEnabled");
        assert_eq!(t("encodes_the"), "EncodesThe");
    }
}
