//! The Text section: the assembly syntax line, its templates and aliases, and the value
//! lists that name a bitfield's spellings.

use super::*;

/// Reads the first syntax line of the Text section into the opcode's [`Syntax`].
pub(super) fn read_syntax(text: &[Line], op: &mut Opcode, diag: &mut Diagnostics) -> Syntax {
    let mut syntax = Syntax {
        exec_separator: " ".to_owned(),
        ..Syntax::default()
    };
    // The syntax line: the first that is not a comment and has an operand, or that starts with
    // the mnemonic (`BARRIER`, `SBARRIER.wait`).
    let starts_with_name = |l: &str| {
        let head = l
            .trim_start_matches("[(<P>)]")
            .trim_start_matches("(<P>)")
            .trim_start();
        let word: String = head
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        !word.is_empty()
            && (word.eq_ignore_ascii_case(&op.name)
                || op
                    .sub_opcode
                    .as_ref()
                    .is_some_and(|s| word.eq_ignore_ascii_case(&s.name))
                || op
                    .variants
                    .iter()
                    .any(|v| word.eq_ignore_ascii_case(&v.name)))
    };
    // A grammar-style Text (`[ ( Pred ) ] lsc_load.SFID …`) is read as per-op templates, even
    // where some of its heads lack the predicate (LSC_TYPED's `lsc_load_block2d.SFID …`).
    let grammar = text.iter().any(|l| l.text.starts_with(TEMPLATE_PREDICATE));
    let Some(first) = text
        .iter()
        .filter(|_| !grammar)
        .find(|l| !l.text.starts_with("//") && (l.text.contains('<') || starts_with_name(&l.text)))
    else {
        let templates = read_syntax_templates(text, op, diag);
        if !templates.is_empty() {
            syntax.predicate = true;
            syntax.templates = templates;
            return syntax;
        }
        let spelled = spelled_mnemonic_lines(text, op);
        if !spelled.is_empty() {
            syntax.templates = spelled;
            return syntax;
        }
        if !text.is_empty() || !op.fields.is_empty() {
            diag.unknown(0, "no syntax line in the Text section");
        }
        return syntax;
    };
    syntax.platform = text
        .iter()
        .take_while(|l| l.line <= first.line)
        .find_map(|l| platform_tag(&l.text).0);
    // A trailing `// …` comment: aliases of operand names (`<func_name> =
    // string_pool[<func_id>]`, `<mods> is the bits for the modifiers field`).
    let (line_text, comment) = match first.text.find("//") {
        Some(i) => (
            &first.text[..i],
            first.text[i..].trim_start_matches('/').trim(),
        ),
        None => (first.text.as_str(), ""),
    };
    let aliases = read_syntax_aliases(comment);
    let resolve = |name: &str| -> (String, bool) {
        match aliases
            .iter()
            .find(|(a, _, _)| a.eq_ignore_ascii_case(name))
        {
            Some((_, target, pool)) => (target.clone(), *pool),
            None => (name.to_owned(), false),
        }
    };
    let mut tokens = line_text.split_whitespace().peekable();
    if matches!(tokens.peek(), Some(&"[(<P>)]") | Some(&"(<P>)")) {
        syntax.predicate = true;
        // `(<P>)` outside brackets: the predicate is not optional (ADD3O writes its overflow
        // flag there).
        if tokens.next() == Some("(<P>)") {
            if let Some(pred) = op.fields.iter_mut().find(|f| f.role == Role::Predicate) {
                pred.constraints.required = true;
            }
        }
    }
    let Some(head) = tokens.next() else {
        return syntax;
    };
    let mut rest: &str;
    if let Some(r) = head.strip_prefix('{') {
        // `{raw_sends|raw_sendsc}`: the mnemonic is the name of an enumerated value.
        let Some((alts, tail)) = r.split_once('}') else {
            diag.unknown(first.line, format!("cannot read `{head}` in the mnemonic"));
            return syntax;
        };
        let names: Vec<&str> = alts.split('|').collect();
        match find_enum_with_values(op, &names) {
            Some((field, bitfield)) => {
                syntax.mnemonic_from = Some(Suffix::value(field, Some(bitfield)));
            }
            None => diag.unknown(
                first.line,
                format!("mnemonic alternatives `{{{alts}}}` match no enumerated bitfield"),
            ),
        }
        rest = tail;
    } else {
        let split = head.find(['[', '.']).unwrap_or(head.len());
        let text_mnemonic = head[..split].to_ascii_lowercase();
        if op.variants.len() == 1 && op.variants[0].condition.is_none() {
            op.variants[0].mnemonic = text_mnemonic.clone();
            // One syntax line per value of an enumerated bitfield, each named after its value
            // (INFO's `RESINFO …` and `SAMPLEINFO …`): the mnemonic is that value's name.
            let mut mnemonics: Vec<String> = text
                .iter()
                .filter(|l| !l.text.starts_with("//"))
                .filter_map(|l| {
                    let t = l.text.trim_start_matches("[(<P>)]").trim_start();
                    let word: String = t
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    (!word.is_empty() && t.contains('<')).then(|| word.to_ascii_lowercase())
                })
                .collect();
            mnemonics.dedup();
            let names: Vec<&str> = mnemonics.iter().map(String::as_str).collect();
            if names.len() > 1 && names.contains(&text_mnemonic.as_str()) {
                if let Some((field, bitfield)) = find_enum_with_values(op, &names) {
                    syntax.mnemonic_from = Some(Suffix::value(field, Some(bitfield)));
                }
            }
        }
        rest = &head[split..];
    }
    let mut seen_flags = std::collections::BTreeSet::new();
    // Where each unbound flag sits among the suffixes.
    let mut unbound_at: Vec<usize> = Vec::new();
    while !rest.is_empty() {
        let flag_sep = ["[.", "[_"].iter().find(|p| rest.starts_with(**p));
        if let Some(r) = rest.strip_prefix("[.<") {
            // `[.<Mode>]`: an optional value suffix.
            let Some((name, tail)) = r.split_once(">]") else {
                break;
            };
            rest = tail;
            push_value_suffix(op, &mut syntax, &resolve(name).0, None, first.line, diag);
        } else if let Some(sep) = flag_sep {
            let r = &rest[2..];
            let Some((flag, tail)) = r.split_once(']') else {
                break;
            };
            rest = tail;
            if !seen_flags.insert(flag) {
                diag.warning(
                    first.line,
                    format!("text flag `[.{flag}]` is written twice"),
                );
                continue;
            }
            let separator = (*sep == "[_").then(|| "_".to_owned());
            // `[.16|.64]`: one of some values of an enumerated bitfield, or none for the one
            // value it leaves out (SVM_ATOMIC's data width: 32-bit prints nothing).
            if flag.contains('|') {
                let alternatives: Vec<&str> =
                    flag.split('|').map(|a| a.trim_start_matches('.')).collect();
                match optional_values(op, &alternatives) {
                    Some(suffix) => syntax.suffixes.push(suffix),
                    None => {
                        unbound_at.push(syntax.suffixes.len());
                        syntax.unbound_flags.push(flag.to_owned());
                    }
                }
                continue;
            }
            match find_flag(op, flag) {
                Some((field, bitfield)) => syntax.suffixes.push(Suffix {
                    field,
                    bitfield: Some(bitfield),
                    flag: Some(flag.to_owned()),
                    prefix: None,
                    separator,
                    default: None,
                    joined: false,
                    clear: None,
                }),
                // `.sat`: the saturate modifier of the destination operand (tag bits [5:3] = 4).
                None if flag == "sat" => {
                    match op.fields.iter().find(|f| {
                        f.role == Role::Vector && f.name.to_ascii_lowercase().starts_with("dst")
                    }) {
                        Some(dst) => {
                            if op.saturation.is_none() {
                                diag.warning(
                                    first.line,
                                    "the Text allows `[.sat]`, but the Properties list no \
                                     Saturation",
                                );
                            }
                            syntax.saturate = Some(dst.name.clone());
                        }
                        None => {
                            unbound_at.push(syntax.suffixes.len());
                            syntax.unbound_flags.push(flag.to_owned());
                        }
                    }
                }
                None => {
                    unbound_at.push(syntax.suffixes.len());
                    syntax.unbound_flags.push(flag.to_owned());
                }
            }
        } else if let Some(r) = rest.strip_prefix(".<") {
            let Some((name, tail)) = r.split_once('>') else {
                break;
            };
            rest = tail;
            push_value_suffix(op, &mut syntax, &resolve(name).0, None, first.line, diag);
        } else if let Some(r) = rest.strip_prefix('.') {
            // `.W`, `.wait`, `.x[BooleanFuncCtrl]`: a field, a value, or a literal prefix of a
            // bracketed field.
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let word = &r[..end];
            rest = &r[end..];
            if let Some(inner) = rest.strip_prefix('[').and_then(|t| t.split_once(']')) {
                if find_value(op, inner.0).is_some() {
                    rest = inner.1;
                    push_value_suffix(op, &mut syntax, inner.0, Some(word), first.line, diag);
                    continue;
                }
            }
            if find_value(op, word).is_some() {
                push_value_suffix(op, &mut syntax, word, None, first.line, diag);
            } else if let Some((field, bitfield)) = find_enum_with_values(op, &[word]) {
                syntax.suffixes.push(Suffix::value(field, Some(bitfield)));
            } else {
                diag.unknown(
                    first.line,
                    format!("text suffix `.{word}` matches no field or value"),
                );
            }
        } else {
            diag.unknown(first.line, format!("cannot read `{rest}` in the mnemonic"));
            break;
        }
    }
    let param_fields: Vec<String> = op
        .variants
        .iter()
        .flat_map(|v| v.params(op).iter().map(|s| s.field.to_ascii_lowercase()))
        .collect();
    let mut in_parens = false;
    let mut unmatched: Vec<(usize, String, bool)> = Vec::new();
    let mut tokens = tokens.peekable();
    while let Some(token) = tokens.next() {
        if token.eq_ignore_ascii_case("(Exec_size)")
            || token.eq_ignore_ascii_case("(<exec_size>)")
            || token.eq_ignore_ascii_case("[(<exec_size>)]")
        {
            syntax.exec_size = true;
            continue;
        }
        // `(Label0, Label1, ..., LabelN-1)`: a list field, its elements in parentheses.
        if let Some(list) = listed_field(op, token) {
            let mut closed = token.ends_with(')');
            while !closed {
                match tokens.next() {
                    Some(t) => closed = t.ends_with(')'),
                    None => break,
                }
            }
            // The list prints its own parentheses.
            if closed {
                syntax.operands.push(list);
            } else {
                diag.unknown(first.line, format!("list `{token}` … is never closed"));
            }
            continue;
        }
        // `(M1, 8)`: an execution size written as IGC prints one (URB_WRITE).
        if is_exec_mask_text(token) && tokens.peek().is_some_and(|t| is_lanes_text(t)) {
            tokens.next();
            syntax.exec_size = true;
            continue;
        }
        if token == "|" {
            // Another syntax line follows as an alternative (`MIN … |` / `MAX …`): the
            // mnemonics are the values of an enumerated bitfield.
            let mnemonics: Vec<String> = text
                .iter()
                .skip_while(|l| l.line != first.line)
                .filter(|l| !l.text.starts_with("//"))
                .map_while(|l| {
                    let word: String = l
                        .text
                        .trim_start_matches("[(<P>)]")
                        .trim_start()
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    (!word.is_empty()).then_some(word)
                })
                .take(8)
                .collect();
            let names: Vec<&str> = mnemonics.iter().map(String::as_str).collect();
            match find_enum_with_values(op, &names).filter(|_| names.len() > 1) {
                Some((field, bitfield)) => {
                    syntax.mnemonic_from = Some(Suffix::value(field, Some(bitfield)));
                }
                None => diag.unknown(
                    first.line,
                    format!(
                        "alternative syntax lines {} match no enumerated bitfield",
                        names.join(" | ")
                    ),
                ),
            }
            break;
        }
        let mut t = token;
        let opens = t.starts_with('(');
        t = t.trim_start_matches('(');
        let closes = t.trim_end_matches(',').ends_with(')');
        t = t.trim_end_matches(',').trim_end_matches(')');
        // `[<SI>]`: an operand that is present only sometimes (its Format slot is optional).
        if let Some(inner) = t.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
            t = inner;
        }
        let Some(name) = t.strip_prefix('<').and_then(|x| x.strip_suffix('>')) else {
            diag.unknown(first.line, format!("text token `{token}` is not read"));
            continue;
        };
        if opens {
            in_parens = true;
        }
        let (name, pool) = resolve(name);
        if param_fields.contains(&name.to_ascii_lowercase()) {
            break; // the counted parameters follow; each variant prints its own
        }
        match op
            .fields
            .iter()
            .find(|f| normalized(&f.name) == normalized(&name))
        {
            Some(f) => {
                syntax.operands.push(f.name.clone());
                if in_parens {
                    syntax.parenthesized.push(f.name.clone());
                }
                if pool {
                    syntax.string_pool.push(f.name.clone());
                }
            }
            None => unmatched.push((syntax.operands.len(), name.clone(), in_parens)),
        }
        if closes {
            in_parens = false;
        }
    }
    // One operand named unlike any field (SVM_BLOCK_ST `(<size>)`) while exactly one
    // described field is printed nowhere else (`Properties`, whose bits are the oword count):
    // that field is the operand.
    let elsewhere = |f: &Field, syntax: &Syntax| {
        matches!(
            f.role,
            Role::ExecSize | Role::Predicate | Role::SubOp | Role::ParamCount | Role::ListCount
        ) || syntax.operands.contains(&f.name)
            || syntax.suffixes.iter().any(|s| s.field == f.name)
            || syntax
                .mnemonic_from
                .as_ref()
                .is_some_and(|s| s.field == f.name)
            || param_fields.contains(&f.name.to_ascii_lowercase())
    };
    let left: Vec<String> = op
        .fields
        .iter()
        .filter(|f| !elsewhere(f, &syntax))
        .map(|f| f.name.clone())
        .collect();
    match (unmatched.as_slice(), left.as_slice()) {
        ([(at, name, parens)], [field]) => {
            diag.warning(
                first.line,
                format!(
                    "text operand `<{name}>` names no field; it is `{field}`, the one field the \
                     text prints nowhere else"
                ),
            );
            syntax.operands.insert(*at, field.clone());
            if *parens {
                syntax.parenthesized.push(field.clone());
            }
        }
        _ => {
            // Each remaining operand abbreviates the name of one field printed nowhere else,
            // or that field's name abbreviates it (RT_WRITE: `<oM>` is `oMask`, `<Depth>`
            // `SourceDepth`, `<sOA>` `Source0Alpha`, `<RT_index>` `RTI`).
            let mut resolved: Vec<(usize, String, bool, String)> = Vec::new();
            let mut taken: Vec<String> = Vec::new();
            for (at, name, parens) in &unmatched {
                let hits: Vec<&String> = left
                    .iter()
                    .filter(|f| !taken.contains(f))
                    .filter(|f| abbreviates(name, f) || abbreviates(f, name))
                    .collect();
                match hits.as_slice() {
                    [field] => {
                        diag.warning(
                            first.line,
                            format!(
                                "text operand `<{name}>` names no field; it is `{field}`, whose name it abbreviates (or that abbreviates it)"
                            ),
                        );
                        taken.push((*field).clone());
                        resolved.push((*at, name.clone(), *parens, (*field).clone()));
                    }
                    _ => diag.unknown(
                        first.line,
                        format!("text operand `<{name}>` matches no field"),
                    ),
                }
            }
            // Inserted from the last, so that the earlier positions hold.
            for (at, _, parens, field) in resolved.into_iter().rev() {
                syntax.operands.insert(at, field.clone());
                if parens {
                    syntax.parenthesized.push(field);
                }
            }
        }
    }
    bind_the_one_flag(op, &mut syntax, &unbound_at, first.line, diag);
    for line in text.iter().filter(|l| l.text.starts_with("//")) {
        read_value_list(&line.text, op, &syntax);
    }
    let printed = |f: &Field| {
        matches!(
            f.role,
            Role::ExecSize | Role::Predicate | Role::SubOp | Role::ParamCount | Role::ListCount
        ) || syntax.operands.contains(&f.name)
            || syntax.suffixes.iter().any(|s| s.field == f.name)
            || syntax
                .mnemonic_from
                .as_ref()
                .is_some_and(|s| s.field == f.name)
            || param_fields.contains(&f.name.to_ascii_lowercase())
    };
    syntax.unprinted = op
        .fields
        .iter()
        .filter(|f| !printed(f))
        .map(|f| f.name.clone())
        .collect();
    syntax
}

/// The grammar-style Text of LSC_UNTYPED: per-op templates that each start with
/// `[ ( Pred ) ] mnemonic.SFID [ .CachingL1 … ]` and continue on indented operand lines
/// (`DstData : (DataSize x DataElemsPerAddr DataOrder)`). The mnemonic may be a glob
/// (`lsc_atomic*`); words are fields (`SFID` is `LscSFID`) or literal syntax (`x`, `nt`).
fn read_syntax_templates(
    text: &[Line],
    op: &Opcode,
    diag: &mut Diagnostics,
) -> Vec<SyntaxTemplate> {
    let mut out: Vec<SyntaxTemplate> = Vec::new();
    // A head without the predicate: its first word is an op's mnemonic (or a glob of ops)
    // and a suffix, where an operand line starts with a field.
    let unpredicated_head = |l: &str| {
        let word = l.split_whitespace().next().unwrap_or_default();
        let pattern = word.split('.').next().unwrap_or_default();
        word.contains('.')
            && !pattern.is_empty()
            && op.variants.iter().any(|v| glob_match(pattern, &v.name))
    };
    for l in text.iter().filter(|l| !l.text.starts_with("//")) {
        let head_rest = l
            .text
            .strip_prefix(TEMPLATE_PREDICATE)
            .or_else(|| unpredicated_head(&l.text).then_some(l.text.as_str()));
        if let Some(rest) = head_rest {
            let head = rest.split_whitespace().next().unwrap_or_default();
            let pattern = head.split('.').next().unwrap_or_default().to_owned();
            let ops: Vec<String> = op
                .variants
                .iter()
                .filter(|v| glob_match(&pattern, &v.name))
                .map(|v| v.name.clone())
                .collect();
            if ops.is_empty() {
                diag.unknown(
                    l.line,
                    format!("syntax template `{pattern}` matches no op variant"),
                );
            }
            out.push(SyntaxTemplate {
                pattern,
                ops,
                lines: vec![l.text.clone()],
                fields: Vec::new(),
                line: l.line,
            });
        } else if let Some(t) = out.last_mut() {
            t.lines.push(l.text.clone());
        } else {
            return Vec::new();
        }
    }
    for t in &mut out {
        for word in t
            .lines
            .iter()
            .flat_map(|l| l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')))
            .filter(|w| w.len() > 1 && w.starts_with(|c: char| c.is_ascii_uppercase()))
        {
            let w = normalized(word);
            let field = op
                .fields
                .iter()
                .find(|f| normalized(&f.name) == w)
                .or_else(|| {
                    // `SFID` for `LscSFID`, `ExecSize` for `Exec_size`.
                    let hits: Vec<&Field> = op
                        .fields
                        .iter()
                        .filter(|f| normalized(&f.name).ends_with(&w))
                        .collect();
                    (hits.len() == 1).then(|| hits[0])
                });
            match field {
                Some(f) if !t.fields.contains(&f.name) => t.fields.push(f.name.clone()),
                Some(_) => {}
                None if word == "Pred" => {}
                // A name the field list does not have (`Src0AddrStride`; the Format says
                // `Src0AddrPitch`): a doc inconsistency, not an unknown construct.
                None => diag.warning(
                    t.line,
                    format!("syntax template word `{word}` names no field"),
                ),
            }
        }
    }
    out
}

/// Syntax lines that spell the mnemonic as the opcode's name, `_` and a word, or alternative
/// words chosen by a value, with suffix letters for set flags (FENCE's
/// `FENCE_{GLOBAL|LOCAL}.{E?I?S?C?R?L1?}` and `FENCE_SW`): each is a template of every op, as
/// documented. Which bits choose the words and letters is IGC's (an `op_text` erratum gives
/// its text); until one does, the opcode prints its plain mnemonic.
fn spelled_mnemonic_lines(text: &[Line], op: &Opcode) -> Vec<SyntaxTemplate> {
    let prefix = format!("{}_", op.name.to_ascii_lowercase());
    let heads: Vec<&Line> = text.iter().filter(|l| !l.text.starts_with("//")).collect();
    let spelled = |l: &Line| {
        let word = l.text.split_whitespace().next().unwrap_or_default();
        word.to_ascii_lowercase()
            .strip_prefix(&prefix)
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '{'))
    };
    if heads.is_empty() || !heads.iter().all(|l| spelled(l)) {
        return Vec::new();
    }
    let ops: Vec<String> = op.variants.iter().map(|v| v.name.clone()).collect();
    heads
        .into_iter()
        .map(|l| {
            let word = l.text.split_whitespace().next().unwrap_or_default();
            SyntaxTemplate {
                pattern: word.split('.').next().unwrap_or(word).to_owned(),
                ops: ops.clone(),
                lines: vec![l.text.clone()],
                fields: Vec::new(),
                line: l.line,
            }
        })
        .collect()
}

/// The predicate that opens a grammar-style template line.
const TEMPLATE_PREDICATE: &str = "[ ( Pred ) ]";

/// `lsc_atomic*` matches `lsc_atomic_iadd`; without `*`, names must be equal.
fn glob_match(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        Some((pre, post)) => {
            name.len() >= pre.len() + post.len() && name.starts_with(pre) && name.ends_with(post)
        }
        None => pattern == name,
    }
}

/// `<func_name> = string_pool[<func_id>]` (printed as a string-pool name) and `<mods> is the
/// bits for the modifiers field`: (alias, field, string pool).
fn read_syntax_aliases(comment: &str) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    let c = comment.trim_start_matches('/').trim();
    if let Some((lhs, rhs)) = c.split_once('=') {
        let lhs = lhs.trim().trim_start_matches('/').trim();
        if let (Some(alias), Some(target)) = (
            lhs.strip_prefix('<').and_then(|x| x.strip_suffix('>')),
            rhs.trim()
                .strip_prefix("string_pool[<")
                .and_then(|x| x.strip_suffix(">]")),
        ) {
            out.push((alias.to_owned(), target.to_owned(), true));
        }
    }
    if let Some(rest) = c.strip_prefix('<') {
        if let Some((alias, tail)) = rest.split_once('>') {
            let tail = tail.trim().to_ascii_lowercase();
            if let Some(field) = tail
                .strip_prefix("is the bits for the ")
                .and_then(|t| t.trim_end_matches('.').strip_suffix(" field"))
            {
                out.push((alias.to_owned(), field.trim().to_owned(), false));
            }
        }
    }
    out
}

/// Adds the value suffix `name` (a field or bitfield), with a literal prefix.
fn push_value_suffix(
    op: &Opcode,
    syntax: &mut Syntax,
    name: &str,
    prefix: Option<&str>,
    line: u32,
    diag: &mut Diagnostics,
) {
    match find_value(op, name) {
        // `[.<Mode>]` where Mode is only single-bit flags (`<Mode> is of the form
        // [<PS><SI>]`): one optional flag per bit, written with its name.
        Some((field, None))
            if op.field(&field).is_some_and(|f| {
                !f.bitfields.is_empty() && f.bitfields.iter().all(|b| b.kind == BitfieldKind::Flag)
            }) =>
        {
            for b in &op
                .field(&field)
                .map_or(&[][..], |f| &f.bitfields[..])
                .to_vec()
            {
                syntax.suffixes.push(Suffix {
                    field: field.clone(),
                    bitfield: Some(b.name.clone()),
                    flag: Some(b.name.to_ascii_uppercase()),
                    prefix: None,
                    separator: None,
                    default: None,
                    joined: false,
                    clear: None,
                });
            }
        }
        Some((field, bitfield)) => syntax.suffixes.push(Suffix {
            prefix: prefix.map(str::to_owned),
            ..Suffix::value(field, bitfield)
        }),
        None => diag.unknown(line, format!("text suffix `.<{name}>` matches no field")),
    }
}

/// The enumerated bitfield that lists every one of `names` as a value.
fn find_enum_with_values(op: &Opcode, names: &[&str]) -> Option<(String, String)> {
    op.fields.iter().find_map(|f| {
        f.bitfields
            .iter()
            .find(|b| {
                !b.values.is_empty()
                    && names
                        .iter()
                        .all(|n| b.values.iter().any(|v| v.name.eq_ignore_ascii_case(n)))
            })
            .map(|b| (f.name.clone(), b.name.clone()))
    })
}

fn find_flag(op: &Opcode, flag: &str) -> Option<(String, String)> {
    let want = normalized(flag);
    op.fields
        .iter()
        .find_map(|f| {
            f.bitfields
                .iter()
                .find(|b| b.kind == BitfieldKind::Flag && normalized(&b.name).starts_with(&want))
                .map(|b| (f.name.clone(), b.name.clone()))
        })
        .or_else(|| {
            // `[.16]`: the one flag whose name has a word starting with it (`…_16bit_atomic_…`).
            let hits: Vec<(String, String)> = op
                .fields
                .iter()
                .flat_map(|f| {
                    f.bitfields
                        .iter()
                        .filter(|b| {
                            b.kind == BitfieldKind::Flag
                                && b.name.split('_').any(|w| w.starts_with(&want))
                        })
                        .map(|b| (f.name.clone(), b.name.clone()))
                })
                .collect();
            match hits.as_slice() {
                [one] => Some(one.clone()),
                _ => None,
            }
        })
}

fn find_value(op: &Opcode, name: &str) -> Option<(String, Option<String>)> {
    let want = normalized(name);
    if let Some(f) = op.fields.iter().find(|f| normalized(&f.name) == want) {
        // A field with several bitfields (TYPED_ATOMIC `Op`: the op and a flag): its one
        // enumerated bitfield is the value.
        let enums: Vec<&Bitfield> = f
            .bitfields
            .iter()
            .filter(|b| !b.values.is_empty())
            .collect();
        if f.bitfields.len() > 1 {
            if let [b] = enums.as_slice() {
                return Some((f.name.clone(), Some(b.name.clone())));
            }
        }
        return Some((f.name.clone(), None));
    }
    op.fields.iter().find_map(|f| {
        f.bitfields
            .iter()
            .find(|b| normalized(&b.name).starts_with(&want))
            .map(|b| (f.name.clone(), Some(b.name.clone())))
    })
}

/// `//<output_format> is one of "16-full", "16-downsampled", …`: the assembly spelling of each
/// value of an enumerated bitfield, in code order.
fn read_value_list(line: &str, op: &mut Opcode, syntax: &Syntax) {
    let Some(rest) = line.trim_start_matches('/').trim().strip_prefix('<') else {
        return;
    };
    let Some((name, list)) = rest.split_once('>') else {
        return;
    };
    let Some(list) = list.trim().strip_prefix("is one of") else {
        return;
    };
    let spellings: Vec<String> = list
        .split(',')
        .map(|s| s.trim().trim_matches('"').to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    let Some(suffix) = syntax.suffixes.iter().find(|s| {
        s.flag.is_none()
            && (find_value(op, name).is_some_and(|(f, b)| f == s.field && b == s.bitfield))
    }) else {
        return;
    };
    let Some(field) = op.fields.iter_mut().find(|f| f.name == suffix.field) else {
        return;
    };
    let bitfield = match &suffix.bitfield {
        Some(b) => field.bitfields.iter_mut().find(|x| &x.name == b),
        None if field.bitfields.len() == 1 => field.bitfields.first_mut(),
        None => None,
    };
    let Some(bitfield) = bitfield.filter(|b| b.kind == BitfieldKind::Enum) else {
        return;
    };
    if bitfield.values.len() != spellings.len() {
        return;
    }
    let mut order: Vec<usize> = (0..bitfield.values.len()).collect();
    order.sort_by_key(|&i| bitfield.values[i].code);
    for (i, spelling) in order.into_iter().zip(spellings) {
        bitfield.values[i].asm = Some(spelling);
    }
}

/// One `[.flag]` of the Text matches no bitfield by name (SVM_BLOCK_LD `[.unaligned]`) while
/// exactly one single-bit bitfield is printed nowhere (`Properties` Bit[3], "whether the
/// address needs to be oword aligned"): the flag is that bit.
fn bind_the_one_flag(
    op: &Opcode,
    syntax: &mut Syntax,
    unbound_at: &[usize],
    line: u32,
    diag: &mut Diagnostics,
) {
    let ([flag], [at]) = (syntax.unbound_flags.as_slice(), unbound_at) else {
        return;
    };
    let unprinted: Vec<(&Field, &Bitfield)> =
        op.fields
            .iter()
            .flat_map(|f| f.bitfields.iter().map(move |b| (f, b)))
            .filter(|(f, b)| {
                b.kind == BitfieldKind::Flag
                    && !syntax.suffixes.iter().any(|s| {
                        s.field == f.name && s.bitfield.as_deref() == Some(b.name.as_str())
                    })
            })
            .collect();
    let [(field, bitfield)] = unprinted.as_slice() else {
        return;
    };
    diag.warning(
        line,
        format!(
            "text flag `[.{flag}]` names no bitfield; it is `{}.{}`, the one single-bit bitfield the text prints nowhere else",
            field.name, bitfield.name
        ),
    );
    let suffix = Suffix {
        field: field.name.clone(),
        bitfield: Some(bitfield.name.clone()),
        flag: Some(flag.clone()),
        prefix: None,
        separator: None,
        default: None,
        joined: false,
        clear: None,
    };
    syntax
        .suffixes
        .insert((*at).min(syntax.suffixes.len()), suffix);
    syntax.unbound_flags.clear();
}

/// `(M1,` or `(M5_NM,`: an execution mask as IGC prints it, opening `(M1, 8)`.
fn is_exec_mask_text(token: &str) -> bool {
    token
        .strip_prefix("(M")
        .and_then(|t| t.strip_suffix(','))
        .map(|t| t.strip_suffix("_NM").unwrap_or(t))
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// `8)`: a lane count closing `(M1, 8)`.
fn is_lanes_text(token: &str) -> bool {
    token
        .strip_suffix(')')
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// Whether `short` abbreviates `long`: its letters and digits, case and underscores aside, in
/// order within `long`'s, the first letters alike (`sOA` in `Source0Alpha`, with the letter O
/// read as the digit 0 it stands for; `RTI` in `RT_index`), or it is the last words of `long`
/// (`Depth` of `SourceDepth`).
fn abbreviates(short: &str, long: &str) -> bool {
    // `Depth` for `SourceDepth`: the last words of the name.
    let tail = long.len() > short.len()
        && long.is_char_boundary(long.len() - short.len())
        && long[long.len() - short.len()..].eq_ignore_ascii_case(short)
        && long[long.len() - short.len()..].starts_with(|c: char| c.is_ascii_uppercase())
        && !short.is_empty();
    if tail {
        return true;
    }
    let norm = |s: &str| -> Vec<char> {
        s.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    let (short, long) = (norm(short), norm(long));
    if short.is_empty() || short.len() >= long.len() || short.first() != long.first() {
        return false;
    }
    let mut rest = long.iter();
    short
        .iter()
        .all(|c| rest.any(|l| l == c || (*c == 'o' && *l == '0') || (*c == '0' && *l == 'o')))
}

/// `(Label0,`: the first element of a list field (a Format slot repeated by a count), opening
/// its text `(Label0, Label1, ..., LabelN-1)`.
fn listed_field(op: &Opcode, token: &str) -> Option<String> {
    let first = token.strip_prefix('(')?.trim_end_matches([',', ')']);
    let name = first.strip_suffix('0')?;
    op.variants
        .iter()
        .flat_map(|v| &v.layout)
        .find(|s| s.count.is_some() && s.field == name)
        .map(|s| s.field.clone())
}

/// The enumerated bitfield of which `alternatives` (`16`, `64`) name every value but one
/// (`16-bit`, `64-bit`; `32-bit` is left): a value suffix that prints nothing for that one.
/// The named values take the alternatives as their spelling.
fn optional_values(op: &mut Opcode, alternatives: &[&str]) -> Option<Suffix> {
    let names = |v: &EnumValue, alt: &str| {
        let name = v.asm.as_deref().unwrap_or(&v.name);
        name.eq_ignore_ascii_case(alt)
            || name
                .strip_prefix(alt)
                .is_some_and(|rest| rest.starts_with(|c: char| !c.is_ascii_alphanumeric()))
    };
    let (fi, bi) = op.fields.iter().enumerate().find_map(|(fi, f)| {
        f.bitfields
            .iter()
            .position(|b| {
                b.kind == BitfieldKind::Enum
                    && b.values.len() == alternatives.len() + 1
                    && alternatives
                        .iter()
                        .all(|a| b.values.iter().filter(|v| names(v, a)).count() == 1)
            })
            .map(|bi| (fi, bi))
    })?;
    let field = &mut op.fields[fi];
    let b = &mut field.bitfields[bi];
    let default = b
        .values
        .iter()
        .find(|v| !alternatives.iter().any(|a| names(v, a)))?
        .name
        .clone();
    for a in alternatives {
        if let Some(v) = b.values.iter_mut().find(|v| names(v, a)) {
            if v.name != *a {
                v.asm = Some((*a).to_owned());
            }
        }
    }
    Some(Suffix {
        default: Some(default),
        ..Suffix::value(field.name.clone(), Some(b.name.clone()))
    })
}
