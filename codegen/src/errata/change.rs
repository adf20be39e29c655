//! Applying one change to an opcode's model: each kind of change, and the lookups they share.

use super::*;

/// How the mnemonic spells `values` of `field.bitfield`, which it prints as a `.` suffix.
fn suffix_spellings(
    op: &mut Opcode,
    field: &str,
    bitfield: &str,
    values: &[String],
) -> Result<Vec<String>, String> {
    let printed_as_suffix = op.syntax.suffixes.iter().any(|s| {
        s.field == field
            && s.flag.is_none()
            && s.bitfield.as_deref().map_or(true, |b| b == bitfield)
    });
    let b = bitfield_mut(field_mut(op, field)?, bitfield)?;
    let mut suffixes = Vec::new();
    for value in values {
        let v = b
            .values
            .iter()
            .find(|v| &v.name == value)
            .ok_or_else(|| format!("no value `{value}`"))?;
        suffixes.push(v.asm.clone().unwrap_or_else(|| v.name.clone()));
    }
    if !printed_as_suffix {
        return Err(format!("`{field}.{bitfield}` is not printed as a suffix"));
    }
    Ok(suffixes)
}

fn field_mut<'a>(op: &'a mut Opcode, name: &str) -> Result<&'a mut Field, String> {
    op.fields
        .iter_mut()
        .find(|f| f.name == name)
        .ok_or_else(|| format!("no field `{name}`"))
}

/// The vector-operand field of that name (`vec_operand` or `scalar`).
fn vector_field_mut<'a>(op: &'a mut Opcode, name: &str) -> Result<&'a mut Field, String> {
    let f = field_mut(op, name)?;
    if matches!(f.ty, FieldType::Scalar | FieldType::VecOperand) {
        Ok(f)
    } else {
        Err(format!("`{name}` is not a vector operand"))
    }
}

fn bitfield_mut<'a>(field: &'a mut Field, name: &str) -> Result<&'a mut Bitfield, String> {
    let fname = field.name.clone();
    field
        .bitfields
        .iter_mut()
        .find(|b| b.name == name)
        .ok_or_else(|| format!("no bitfield `{fname}.{name}`"))
}

/// Whether `name` is an op of `op`: a variant, or a value of a sub-op bitfield (ops without a
/// Format table have no variant).
/// The variants of these names, in order; an error names the first that does not exist.
fn variants_named<'o>(op: &'o Opcode, names: &[String]) -> Result<Vec<&'o Variant>, String> {
    names
        .iter()
        .map(|name| {
            op.variants
                .iter()
                .find(|v| &v.name == name)
                .ok_or_else(|| format!("no variant `{name}`"))
        })
        .collect()
}

fn has_op(op: &Opcode, name: &str) -> bool {
    op.variants.iter().any(|v| v.name == name)
        || op
            .fields
            .iter()
            .flat_map(|f| &f.bitfields)
            .filter(|b| b.kind == BitfieldKind::SubOp)
            .any(|b| b.values.iter().any(|v| v.name == name))
}

/// `change` as it applies to `op`, one opcode of an entry that names a class of opcodes
/// (`opcodes: [LSC_UNTYPED, LSC_TYPED]`): a rule stated once for the class lists the ops of
/// every member, so its `ops` keep those `op` has. A list none of whose ops `op` has is an
/// error, as for an entry naming one opcode.
pub(super) fn for_class_member(change: &Change, op: &Opcode) -> Result<Change, String> {
    let mut change = change.clone();
    if let Some(ops) = change.ops_mut() {
        if !ops.is_empty() {
            let named = ops.clone();
            ops.retain(|o| has_op(op, o));
            if ops.is_empty() {
                return Err(format!("none of its ops ({}) is an op", named.join(", ")));
            }
        }
    }
    Ok(change)
}

impl Change {
    /// The ops (variant or sub-op value names) a change is restricted to, for the kinds that
    /// name some.
    fn ops_mut(&mut self) -> Option<&mut Vec<String>> {
        match self {
            Change::FlagRestricted { ops, .. }
            | Change::ReaderUnnamedOps { ops, .. }
            | Change::ReaderCannotRead { ops, .. }
            | Change::Requires { ops, .. }
            | Change::OpText { ops, .. }
            | Change::AddField { ops, .. }
            | Change::NullOperand { ops, .. } => Some(ops),
            _ => None,
        }
    }
}

/// What a change did.
pub(super) enum Outcome {
    /// The model was corrected.
    Changed,
    /// The doc already says what the change would make it say (a later doc revision).
    AlreadyTrue,
}

pub(super) fn apply_change(change: &Change, op: &mut Opcode, id: &str) -> Result<Outcome, String> {
    match change {
        Change::FieldType { field, ty } => {
            let f = field_mut(op, field)?;
            if f.ty == *ty && f.documented_type.is_none() {
                return Ok(Outcome::AlreadyTrue);
            }
            if f.ty != *ty {
                f.documented_type.get_or_insert(f.ty);
                f.ty = *ty;
            }
        }
        Change::MoveBits { field, from, to } => {
            let f = field_mut(op, field)?;
            if from != to
                && !f.bitfields.iter().any(|b| [b.hi, b.lo] == *from)
                && f.bitfields
                    .iter()
                    .any(|b| [b.hi, b.lo] == *to && b.documented_bits.is_none())
            {
                return Ok(Outcome::AlreadyTrue);
            }
            let b = f
                .bitfields
                .iter_mut()
                .find(|b| [b.hi, b.lo] == *from)
                .ok_or_else(|| format!("no bitfield `{field}` Bit[{}..{}]", from[0], from[1]))?;
            b.documented_bits.get_or_insert([b.hi, b.lo]);
            [b.hi, b.lo] = *to;
        }
        Change::ValueCode {
            field,
            bitfield,
            value,
            code,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            let v = b
                .values
                .iter_mut()
                .find(|v| &v.name == value)
                .ok_or_else(|| format!("no value `{value}`"))?;
            v.documented_code.get_or_insert(v.code);
            v.code = *code;
            for variant in &mut op.variants {
                if let Some(c) = variant
                    .condition
                    .as_mut()
                    .filter(|c| &c.field == field && &c.bitfield == bitfield)
                {
                    if &variant.name == value {
                        c.code = *code;
                    }
                }
            }
        }
        Change::AddValue {
            field,
            bitfield,
            value,
            code,
            description,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            if let Some(v) = b.values.iter().find(|v| &v.name == value) {
                if v.code == *code && v.documented {
                    return Ok(Outcome::AlreadyTrue);
                }
                return Err(format!("value `{value}` is already documented"));
            }
            b.values.push(EnumValue {
                name: value.clone(),
                code: *code,
                hex: false,
                documented_code: None,
                asm: None,
                asm_current: None,
                lanes: None,
                description: description.clone(),
                platform: None,
                documented: false,
                line: 0,
            });
        }
        Change::RemoveValue {
            field,
            bitfield,
            value,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            let Some(at) = b.values.iter().position(|v| &v.name == value) else {
                return Err(format!("bitfield `{bitfield}` has no value `{value}`"));
            };
            if b.values.len() == 1 {
                return Err(format!(
                    "`{value}` is the only value of bitfield `{bitfield}`"
                ));
            }
            b.values.remove(at);
        }
        Change::AsmNames {
            field,
            bitfield,
            names,
        } => {
            let f = field_mut(op, field)?;
            let b = bitfield_mut(f, bitfield)?;
            for (value, asm) in names {
                let v = b
                    .values
                    .iter_mut()
                    .find(|v| &v.name == value)
                    .ok_or_else(|| format!("no value `{value}`"))?;
                v.asm = Some(asm.clone());
            }
            name_variants(op, names);
        }
        Change::ValueNames {
            table,
            names,
            doc_names,
            reader_prints,
        } => {
            let belongs = |v: &EnumValue| {
                names.get(&v.code).is_some_and(|igc| {
                    v.name.eq_ignore_ascii_case(igc)
                        || doc_names
                            .get(&v.code)
                            .is_some_and(|d| d.iter().any(|n| n.eq_ignore_ascii_case(&v.name)))
                })
            };
            let mut matched = Vec::new();
            for f in &op.fields {
                for b in &f.bitfields {
                    // A sub-op selector is named by IGC's tables as any enumerated operand
                    // is (the sampler operations of 3D_LOAD are its mnemonics).
                    if matches!(b.kind, BitfieldKind::Enum | BitfieldKind::SubOp)
                        && b.values.len() >= 2
                        && b.values.iter().all(belongs)
                    {
                        matched.push((f.name.clone(), b.name.clone()));
                    }
                }
            }
            if matched.is_empty() {
                return Err(format!(
                    "no enumerated bitfield whose values are all in `{table}`"
                ));
            }
            let mut outcome = Outcome::AlreadyTrue;
            let mut mnemonics = BTreeMap::new();
            for (field, bitfield) in &matched {
                let b = bitfield_mut(field_mut(op, field)?, bitfield)?;
                let selects_variants = b.kind == BitfieldKind::SubOp;
                for v in &mut b.values {
                    let igc = &names[&v.code];
                    if v.asm.as_deref().unwrap_or(&v.name) != igc {
                        v.asm = Some(igc.clone());
                        outcome = Outcome::Changed;
                    }
                    if selects_variants {
                        mnemonics.insert(v.name.clone(), igc.clone());
                    }
                }
                // What the 4.1 reader's table prints instead, grouped by what it prints.
                let mut by_print: BTreeMap<&String, Vec<String>> = BTreeMap::new();
                for v in &b.values {
                    if let Some(prints) = reader_prints.get(&v.code) {
                        by_print.entry(prints).or_default().push(v.name.clone());
                    }
                }
                for (prints, values) in by_print {
                    let suffixes = suffix_spellings(op, field, bitfield, &values)?;
                    op.reader_omissions.push(ReaderOmission::SuffixValue {
                        suffixes,
                        prints: prints.clone(),
                        erratum: id.to_owned(),
                    });
                    outcome = Outcome::Changed;
                }
            }
            // A sub-op's name is the mnemonic of the variant it selects (as `asm_names`).
            if name_variants(op, &mnemonics) {
                outcome = Outcome::Changed;
            }
            return Ok(outcome);
        }
        Change::Range {
            field,
            bitfield,
            min,
            max,
        } => {
            let f = field_mut(op, field)?;
            let new = Range {
                min: *min,
                max: *max,
            };
            match bitfield {
                Some(b) => bitfield_mut(f, b)?.range = Some(new),
                None => {
                    if let Some(old) = f.constraints.range.filter(|r| *r != new) {
                        f.constraints.documented_range.get_or_insert(old);
                    }
                    f.constraints.range = Some(new);
                }
            }
        }
        Change::SourceModifiers { allowed } => {
            if op.source_modifier == Some(*allowed) {
                return Ok(Outcome::AlreadyTrue);
            }
            op.source_modifier = Some(*allowed);
        }
        Change::ImmediateMax { field, max } => {
            let f = vector_field_mut(op, field)?;
            f.constraints.immediate_max = Some(*max);
        }
        Change::OperandClasses { field, classes } => {
            let f = vector_field_mut(op, field)?;
            f.constraints.classes = classes.clone();
        }
        Change::Layout { order } => {
            for variant in &mut op.variants {
                let mut documented: Vec<&String> =
                    variant.layout.iter().map(|s| &s.field).collect();
                let mut wanted: Vec<&String> = order.iter().collect();
                documented.sort();
                wanted.sort();
                if documented != wanted {
                    return Err(format!(
                        "the order must list exactly the fields of variant `{}`",
                        variant.name
                    ));
                }
                let mut slots = std::mem::take(&mut variant.layout);
                for name in order {
                    if let Some(at) = slots.iter().position(|s| &s.field == name) {
                        variant.layout.push(slots.remove(at));
                    }
                }
            }
        }
        Change::RemoveField {
            field,
            layout: Some(layout),
        } => {
            let f = field_mut(op, field)?;
            let kept = LayoutName::ALL.into_iter().find(|l| l != layout);
            if f.constraints.in_layout == kept {
                return Ok(Outcome::AlreadyTrue);
            }
            if f.constraints.in_layout.is_some()
                || !matches!(f.role, Role::Value | Role::Vector | Role::Raw)
                || (f.role != Role::Vector && !f.bitfields.is_empty())
            {
                return Err(format!(
                    "`{field}` is not a plain value or operand of every layout"
                ));
            }
            f.constraints.in_layout = kept;
        }
        Change::RemoveField {
            field,
            layout: None,
        } => {
            field_mut(op, field)?;
            let syntax = &op.syntax;
            if syntax.operands.contains(field)
                || syntax.suffixes.iter().any(|s| &s.field == field)
                || syntax
                    .mnemonic_from
                    .as_ref()
                    .is_some_and(|s| &s.field == field)
            {
                return Err(format!("the Text prints `{field}`"));
            }
            op.fields.retain(|f| &f.name != field);
            for variant in &mut op.variants {
                variant.layout.retain(|s| &s.field != field);
            }
            op.syntax.unprinted.retain(|u| u != field);
        }
        Change::SuffixOrder { order } => {
            let mut listed = Vec::new();
            for name in order {
                let flag = op
                    .syntax
                    .suffixes
                    .iter()
                    .position(|s| s.flag.as_deref() == Some(name.as_str()));
                if let Some(at) = flag {
                    // A dot-suffix, whatever the Text wrote before it (`[_eot]`).
                    let mut suffix = op.syntax.suffixes.remove(at);
                    suffix.separator = None;
                    listed.push(suffix);
                    continue;
                }
                let Some(at) = op.syntax.operands.iter().position(|o| o == name) else {
                    return Err(format!(
                        "`{name}` is neither a flag suffix nor a text operand"
                    ));
                };
                let f = field_mut(op, name)?;
                if f.role != Role::Value {
                    return Err(format!("`{name}` is not a plain value"));
                }
                op.syntax.operands.remove(at);
                listed.push(Suffix::value(name.clone(), None));
            }
            op.syntax.suffixes.extend(listed);
        }
        Change::VariableId { field, class } => {
            let at = |name: &str| op.fields.iter().position(|f| f.name == name);
            let (Some(id_at), Some(class_at)) = (at(field), at(&class.field)) else {
                return Err(format!(
                    "no field `{}`",
                    if at(field).is_none() {
                        field
                    } else {
                        &class.field
                    }
                ));
            };
            if class_at >= id_at {
                return Err(format!("`{}` does not come before `{field}`", class.field));
            }
            let c = op.fields[class_at]
                .bitfield(&class.bitfield)
                .ok_or_else(|| format!("no bitfield `{}.{}`", class.field, class.bitfield))?;
            let named = |want: &str| c.values.iter().any(|v| v.name == want);
            if c.kind != BitfieldKind::Enum
                || c.values.len() != 3
                || !["general", "address", "predicate"].iter().all(|n| named(n))
            {
                return Err(format!(
                    "`{}.{}` is not an enumeration of `general`, `address` and `predicate`",
                    class.field, class.bitfield
                ));
            }
            let f = field_mut(op, field)?;
            if f.role != Role::Value || f.ty.bits().is_none() || f.ty == FieldType::D {
                return Err(format!("`{field}` is not a plain unsigned value"));
            }
            f.role = Role::Variable;
            f.variable_class = Some(class.clone());
        }
        Change::TextOperands { operands } => {
            if &op.syntax.operands == operands {
                return Ok(Outcome::AlreadyTrue);
            }
            for (i, name) in operands.iter().enumerate() {
                if operands[..i].contains(name) {
                    return Err(format!("`{name}` is listed twice"));
                }
                field_mut(op, name)?;
                if !op.syntax.operands.contains(name) && !op.syntax.unprinted.contains(name) {
                    return Err(format!(
                        "`{name}` is printed otherwise than as an operand of the Text"
                    ));
                }
            }
            // An operand of one layout may leave the text of the other (NBARRIER's).
            let of_one_layout = |name: &String| {
                op.field(name)
                    .is_some_and(|f| f.constraints.in_layout.is_some())
            };
            if let Some(left) = op
                .syntax
                .operands
                .iter()
                .find(|o| !operands.contains(o) && !of_one_layout(o))
            {
                return Err(format!("the order leaves out the Text's operand `{left}`"));
            }
            let left: Vec<String> = op
                .syntax
                .operands
                .iter()
                .filter(|o| !operands.contains(o))
                .cloned()
                .collect();
            op.syntax.operands = operands.clone();
            op.syntax.unprinted.retain(|u| !operands.contains(u));
            op.syntax.unprinted.extend(left);
        }
        Change::ExecSizeFrom { field, size, mask } => {
            let f = field_mut(op, field)?;
            let sizes = bitfield_mut(f, size)?;
            if sizes.kind != BitfieldKind::Enum
                || sizes.values.is_empty()
                || sizes.values.iter().any(|v| v.lanes.is_none())
            {
                return Err(format!("`{size}` is not an enumeration of lane counts"));
            }
            for v in &mut sizes.values {
                v.asm = v.lanes.map(|l| l.to_string());
            }
            let masks = bitfield_mut(f, mask)?;
            if masks.width() != 4 {
                return Err(format!("`{mask}` is not a 4-bit execution mask"));
            }
            masks.kind = BitfieldKind::Enum;
            let line = masks.line;
            masks.values = (0..16u64)
                .map(|code| {
                    let name = format!("M{}{}", code % 8 + 1, if code >= 8 { "_NM" } else { "" });
                    EnumValue {
                        asm: Some(name.clone()),
                        asm_current: None,
                        name,
                        code,
                        hex: false,
                        documented_code: None,
                        lanes: None,
                        description: String::new(),
                        platform: None,
                        documented: true,
                        line,
                    }
                })
                .collect();
            op.syntax.unprinted.retain(|u| u != field);
            op.syntax.exec_size = true;
            op.syntax.exec_from = Some(ExecFrom {
                field: field.clone(),
                size: size.clone(),
                mask: mask.clone(),
            });
        }
        Change::ExecMaskLanes { lanes } => {
            let Some(f) = op.fields.iter_mut().find(|f| f.role == Role::ExecSize) else {
                return Err("no execution size field".to_owned());
            };
            if !matches!(lanes, 1 | 2 | 4 | 8 | 16 | 32) {
                return Err(format!("{lanes} is not an execution size"));
            }
            f.constraints.mask_lanes_at_least = Some(*lanes);
        }
        Change::NoMaskOnly {} => {
            let Some(f) = op.fields.iter_mut().find(|f| f.role == Role::ExecSize) else {
                return Err("no execution size field".to_owned());
            };
            if f.bitfield_of_kind(BitfieldKind::ExecMask).is_none() {
                return Err("the execution size field has no mask".to_owned());
            }
            if f.constraints.no_mask_only {
                return Ok(Outcome::AlreadyTrue);
            }
            f.constraints.no_mask_only = true;
        }
        Change::PredicateRequired { field } => {
            let f = field_mut(op, field)?;
            if f.role != Role::Predicate {
                return Err(format!("`{field}` is not a predicate field"));
            }
            f.constraints.required = true;
        }
        Change::NoSaturation { field } => {
            if op.syntax.saturate.as_deref() != Some(field.as_str()) && op.saturation.is_none() {
                return Err(format!("`{field}` is not documented as saturating"));
            }
            op.syntax.saturate = None;
            op.saturation = None;
        }
        Change::ImpliedRegion { field, region } => {
            let f = field_mut(op, field)?;
            if f.role != Role::Vector || f.destination {
                return Err(format!("`{field}` is not a source vector operand"));
            }
            // Only a general operand's text can leave its region out; an indirect one prints
            // `r[A0(0),0]<v;w,h>:t` and nothing else would be read back.
            if f.constraints.classes.is_empty()
                || f.constraints.classes.contains(&OperandClass::Indirect)
            {
                return Err(format!(
                    "`{field}` may be an indirect operand (classes {:?})",
                    f.constraints.classes
                ));
            }
            if !region.is_encodable() {
                return Err(format!("the region {region} cannot be encoded"));
            }
            f.constraints.implied_region = Some(*region);
        }
        Change::FlagRun { field, flags } => {
            let f = field_mut(op, field)?;
            for flag in flags {
                let b = bitfield_mut(f, &flag.bitfield)?;
                if b.kind != BitfieldKind::Flag {
                    return Err(format!("`{field}.{}` is not a flag", flag.bitfield));
                }
                if flag.text.is_empty() || flag.text.contains(['.', ' ']) {
                    return Err(format!("`{}` cannot be a flag's text", flag.text));
                }
            }
            let run: Vec<Suffix> = flags
                .iter()
                .map(|flag| Suffix {
                    flag: Some(flag.text.clone()),
                    joined: true,
                    clear: None,
                    ..Suffix::value(field.clone(), Some(flag.bitfield.clone()))
                })
                .collect();
            let syntax = &mut op.syntax;
            if syntax
                .suffixes
                .iter()
                .any(|s| s.joined && &s.field == field)
            {
                return Err(format!("`{field}` already prints a run of flags"));
            }
            let at = syntax
                .suffixes
                .iter()
                .position(|s| &s.field == field)
                .unwrap_or(syntax.suffixes.len());
            syntax.suffixes.retain(|s| &s.field != field);
            let at = at.min(syntax.suffixes.len());
            syntax.suffixes.splice(at..at, run);
            syntax.unprinted.retain(|u| u != field);
        }
        Change::AddField {
            after,
            name,
            ty,
            description,
            bitfields,
            suffix,
            layout,
            predicate,
            ops,
        } => {
            // The variants it is added to: those named, else all.
            let added: Vec<bool> = if ops.is_empty() {
                vec![true; op.variants.len()]
            } else {
                let named = variants_named(op, ops)?;
                op.variants
                    .iter()
                    .map(|v| named.iter().any(|n| std::ptr::eq(*n, v)))
                    .collect()
            };
            if let Some(f) = op.field(name) {
                if f.ty == *ty && f.constraints.in_layout == *layout {
                    return Ok(Outcome::AlreadyTrue);
                }
                return Err(format!(
                    "`{name}` is already documented, as {}",
                    f.ty.doc_name()
                ));
            }
            let raw = *ty == FieldType::RawOperand;
            if raw && (layout.is_none() || !bitfields.is_empty() || *suffix) {
                return Err(
                    "a raw operand is added only for one layout, with no bitfields or suffix"
                        .into(),
                );
            }
            // A field of one layout holds a value, a raw operand or flags, each with an absent
            // value its layout writes when it is not there; that layout's own text entries
            // (`layout: …`) print its flags.
            if layout.is_some() && *suffix {
                return Err(
                    "a field of one layout is printed by that layout's text entries, not `suffix`"
                        .into(),
                );
            }
            if layout.is_some() && bitfields.iter().any(|b| b.kind != BitfieldKind::Flag) {
                return Err("the bitfields of a field of one layout are flags".into());
            }
            if *predicate && (*ty != FieldType::Uw || !bitfields.is_empty() || *suffix) {
                return Err("a predicate is a `uw` with no bitfields or suffix".into());
            }
            if *predicate && op.fields.iter().any(|f| f.role == Role::Predicate) {
                return Err("the instruction has a predicate already".into());
            }
            // A vector operand of one layout (NBARRIER's thread count in 12504.6's): written as
            // `%null(0,0)<0;1,0>` when absent.
            let vector = matches!(ty, FieldType::VecOperand | FieldType::Scalar);
            if vector && (layout.is_none() || !bitfields.is_empty() || *suffix) {
                return Err(
                    "a vector operand is added only for one layout, with no bitfields or suffix"
                        .into(),
                );
            }
            let width = match ty.bits() {
                Some(w) => w,
                None if raw || vector => 48,
                None => return Err(format!("`{}` is not a primitive type", ty.doc_name())),
            };
            let mut covered = 0u64;
            let mut bits = Vec::new();
            for b in bitfields {
                let [hi, lo] = b.bits;
                if hi < lo || hi >= width {
                    return Err(format!("bitfield `{}` [{hi}, {lo}] does not fit", b.name));
                }
                let mask = (((1u128 << (hi - lo + 1)) - 1) as u64) << lo;
                if covered & mask != 0 {
                    return Err(format!("bitfield `{}` overlaps another", b.name));
                }
                covered |= mask;
                bits.push(Bitfield {
                    name: b.name.clone(),
                    hi,
                    lo,
                    documented_bits: None,
                    kind: b.kind,
                    description: b.description.clone(),
                    platform: None,
                    range: None,
                    values: Vec::new(),
                    line: 0,
                });
            }
            if *suffix && bits.len() != 1 {
                return Err("a field printed as a suffix needs exactly one bitfield".into());
            }
            if !op
                .variants
                .iter()
                .zip(&added)
                .any(|(v, added)| *added && v.layout.iter().any(|s| &s.field == after))
            {
                return Err(format!("no variant's layout has `{after}`"));
            }
            let role = if raw {
                Role::Raw
            } else if vector {
                Role::Vector
            } else if *predicate {
                Role::Predicate
            } else if bits.is_empty() {
                Role::Value
            } else {
                Role::Bits
            };
            let at = op
                .fields
                .iter()
                .position(|f| &f.name == after)
                .map_or(op.fields.len(), |i| i + 1);
            op.fields.insert(
                at,
                Field {
                    name: name.clone(),
                    ty: *ty,
                    documented_type: None,
                    role,
                    description: description.clone(),
                    line: 0,
                    constraints: Constraints {
                        in_layout: *layout,
                        ..Constraints::default()
                    },
                    bitfields: bits.clone(),
                    destination: false,
                    variable_class: None,
                },
            );
            for (v, _) in op
                .variants
                .iter_mut()
                .zip(added)
                .filter(|(_, added)| *added)
            {
                if let Some(i) = v.layout.iter().position(|s| &s.field == after) {
                    v.layout.insert(
                        i + 1,
                        Slot {
                            field: name.clone(),
                            optional: false,
                            count: None,
                        },
                    );
                }
            }
            // A raw operand of one layout prints right after the operand it follows (IGC's
            // HEAD printer: `… V34.0 %null.0 V32.0 …`).
            let printed_at = op.syntax.operands.iter().position(|o| o == after);
            match (bits.first().filter(|_| *suffix), printed_at) {
                (Some(b), _) => op
                    .syntax
                    .suffixes
                    .push(Suffix::value(name.clone(), Some(b.name.clone()))),
                (None, Some(i)) if raw => op.syntax.operands.insert(i + 1, name.clone()),
                (None, None) if raw => {
                    return Err(format!("the text prints no `{after}` to follow"));
                }
                (None, _) => op.syntax.unprinted.push(name.clone()),
            }
        }
        Change::PresentWhen { field, when } => {
            let f = op
                .fields
                .iter()
                .find(|f| &f.name == field)
                .ok_or_else(|| format!("no field `{field}`"))?;
            if !matches!(f.role, Role::Raw | Role::Vector) || !f.bitfields.is_empty() {
                return Err(format!("`{field}` is not a raw or plain vector operand"));
            }
            if when.field == *field {
                return Err(format!(
                    "`{field}` cannot be present under a condition on itself"
                ));
            }
            let position = |name: &str| {
                op.variants
                    .iter()
                    .map(|v| v.layout.iter().position(|s| s.field == name))
                    .collect::<Vec<_>>()
            };
            let (at, condition_at) = (position(field), position(&when.field));
            if at.iter().zip(&condition_at).any(|(a, c)| {
                matches!((a, c), (Some(a), Some(c)) if c > a) || (a.is_some() && c.is_none())
            }) {
                return Err(format!(
                    "`{}` does not precede `{field}` in every layout that has it",
                    when.field
                ));
            }
            let c = op
                .fields
                .iter()
                .find(|f| f.name == when.field)
                .ok_or_else(|| format!("no field `{}`", when.field))?;
            let b = c
                .bitfield(&when.bitfield)
                .ok_or_else(|| format!("no bitfield `{}.{}`", when.field, when.bitfield))?;
            match b.kind {
                BitfieldKind::Flag if when.values.is_empty() => {}
                BitfieldKind::Enum if !when.values.is_empty() => {
                    if let Some(v) = when
                        .values
                        .iter()
                        .find(|v| !b.values.iter().any(|x| &x.name == *v))
                    {
                        return Err(format!(
                            "no value `{v}` of `{}.{}`",
                            when.field, when.bitfield
                        ));
                    }
                }
                _ => {
                    return Err(format!(
                        "`{}.{}` is neither a flag nor an enumeration with the values given",
                        when.field, when.bitfield
                    ))
                }
            }
            if f.constraints.present_when.as_ref() == Some(when) {
                return Ok(Outcome::AlreadyTrue);
            }
            field_mut(op, field)?.constraints.present_when = Some(when.clone());
        }
        Change::GrfAligned { field } => {
            let f = field_mut(op, field)?;
            if !matches!(f.role, Role::Raw | Role::Vector) {
                return Err(format!("`{field}` is not an operand"));
            }
            if f.constraints.grf_aligned {
                return Ok(Outcome::AlreadyTrue);
            }
            f.constraints.grf_aligned = true;
        }
        Change::WholeVariable { field } => {
            let f = field_mut(op, field)?;
            if f.role != Role::Raw {
                return Err(format!("`{field}` is not a raw operand"));
            }
            if f.constraints.whole_variable {
                return Ok(Outcome::AlreadyTrue);
            }
            f.constraints.whole_variable = true;
        }
        Change::OperandTypes { field, types } => {
            let f = field_mut(op, field)?;
            if !matches!(f.role, Role::Raw | Role::Vector) {
                return Err(format!("`{field}` is not an operand"));
            }
            if let Some(t) = types.iter().find(|t| !is_visa_type(t)) {
                return Err(format!("`{t}` is not a vISA type"));
            }
            if f.constraints.types == *types {
                return Ok(Outcome::AlreadyTrue);
            }
            f.constraints.types = types.clone();
        }
        Change::TypeMaps { maps } => {
            if let Some(t) = maps
                .iter()
                .flat_map(|m| m.dst.iter().chain(&m.src))
                .find(|t| !is_visa_type(t))
            {
                return Err(format!("`{t}` is not a vISA type"));
            }
            // No map: IGC's verifier pairs no types (CMP), so none is checked.
            if maps.is_empty() && op.type_maps.is_empty() {
                return Ok(Outcome::AlreadyTrue);
            }
            op.type_maps = maps
                .iter()
                .map(|m| TypeMap {
                    platform: None,
                    dst: m.dst.clone(),
                    src: m.src.clone(),
                    line: 0,
                })
                .collect();
        }
        Change::MixedSourceTypes { maps } => {
            if let Some(t) = maps
                .iter()
                .flat_map(|m| m.dst.iter().chain(&m.src))
                .find(|t| !is_visa_type(t))
            {
                return Err(format!("`{t}` is not a vISA type"));
            }
            let given = |d: &String| op.type_maps.iter().any(|m| m.dst.contains(d));
            if !maps.iter().flat_map(|m| &m.dst).any(given) {
                return Err("no operand type map has one of its destination types".to_owned());
            }
            let mut added = Vec::new();
            for m in maps {
                for d in m.dst.iter().filter(|d| given(d)) {
                    let missing: Vec<String> = m
                        .src
                        .iter()
                        .filter(|s| {
                            !op.type_maps
                                .iter()
                                .any(|x| x.dst.contains(d) && x.src.contains(s))
                        })
                        .cloned()
                        .collect();
                    if !missing.is_empty() {
                        added.push(TypeMap {
                            platform: None,
                            dst: vec![d.clone()],
                            src: missing,
                            line: 0,
                        });
                    }
                }
            }
            if added.is_empty() {
                return Ok(Outcome::AlreadyTrue);
            }
            op.type_maps.extend(added);
        }
        Change::Destination { field } => {
            let f = field_mut(op, field)?;
            if f.destination {
                return Err(format!("`{field}` is already a destination"));
            }
            f.destination = true;
        }
        Change::Exclude {
            field,
            values,
            reason,
        } => {
            let f = field_mut(op, field)?;
            // An enumerated field (one enumerated bitfield) excludes some of its codes; other
            // fields are those whose validators check `excluded`.
            if let [b] = &f.bitfields[..] {
                if b.kind != BitfieldKind::Enum {
                    return Err(format!("`{field}` is not enumerated nor a plain value"));
                }
                if let Some(v) = values
                    .iter()
                    .find(|v| !b.values.iter().any(|e| e.code == u64::from(**v)))
                {
                    return Err(format!("`{field}` has no value with code {v}"));
                }
            } else if !matches!(f.role, Role::Sampler | Role::Surface | Role::Value) {
                // A raw operand that may not be `%null` is a `null_operand` rule.
                return Err(format!(
                    "`{field}` is not a sampler, surface, plain value or enumeration"
                ));
            } else if f.role == Role::Value {
                // The validator compares the field as a `u32`: an unsigned field, and values
                // its range lets through (else `value_out_of_range` comes first).
                if !matches!(f.ty, FieldType::Ub | FieldType::Uw | FieldType::Ud) {
                    return Err(format!("`{field}` is not an unsigned plain value"));
                }
                if let Some(r) = f.constraints.range {
                    if let Some(v) = values
                        .iter()
                        .find(|v| i64::from(**v) < r.min || i64::from(**v) > r.max)
                    {
                        return Err(format!(
                            "{v} is outside `{field}`'s range [{}, {}] already",
                            r.min, r.max
                        ));
                    }
                }
            }
            for &value in values {
                if !f.constraints.excluded.iter().any(|e| e.value == value) {
                    f.constraints.excluded.push(ExcludedValue {
                        value,
                        reason: reason.clone(),
                    });
                }
            }
        }
        Change::FlagRestricted {
            field,
            bitfield,
            ops,
            exec_sizes,
        } => {
            let f = field_mut(op, field)?;
            bitfield_mut(f, bitfield)?;
            if let Some(missing) = ops.iter().find(|o| !has_op(op, o)) {
                return Err(format!("no op `{missing}`"));
            }
            op.rules.push(Rule::FlagRestricted {
                field: field.clone(),
                bitfield: bitfield.clone(),
                ops: ops.clone(),
                exec_sizes: exec_sizes.clone(),
                source: id.to_owned(),
            });
        }
        Change::ValueCombinations {
            members,
            combinations,
        } => {
            if members.len() < 2 {
                return Err("a combination needs at least two members".to_owned());
            }
            if combinations.is_empty() {
                return Err("no combination is listed".to_owned());
            }
            if let Some((i, m)) = members
                .iter()
                .enumerate()
                .find(|(i, m)| members[..*i].contains(m))
            {
                return Err(format!(
                    "member {i} `{}.{}` is listed twice",
                    m.field, m.bitfield
                ));
            }
            // A rule stated for a class of opcodes gives each combination the types IGC allows
            // with it; an opcode whose operand takes fewer types keeps those it takes (DPASW,
            // pre-PVC only, has no BF or HF Dst for the bf and hf precisions).
            let mut narrowed = combinations.clone();
            for combination in &mut narrowed {
                if combination.values.len() != members.len() {
                    return Err(format!(
                        "a combination lists {} value sets for {} members",
                        combination.values.len(),
                        members.len()
                    ));
                }
                for (field, types) in &mut combination.types {
                    let f = field_mut(op, field)?;
                    // The vectors give a raw operand a variable of the combination's type.
                    if f.role != Role::Raw {
                        return Err(format!("`{field}` is not a raw operand"));
                    }
                    if types.is_empty() {
                        return Err(format!("a combination gives `{field}` no type"));
                    }
                    let taken: Vec<String> = types
                        .iter()
                        .filter(|t| f.constraints.types.contains(t))
                        .cloned()
                        .collect();
                    if taken.is_empty() {
                        return Err(format!(
                            "`{field}` is not documented to take type {} (it takes {})",
                            types.join(","),
                            f.constraints.types.join(",")
                        ));
                    }
                    *types = taken;
                }
                if let Some((m, _)) = members
                    .iter()
                    .zip(&combination.values)
                    .find(|(_, values)| values.is_empty())
                {
                    return Err(format!(
                        "a combination gives `{}.{}` no value",
                        m.field, m.bitfield
                    ));
                }
                for (m, values) in members.iter().zip(&combination.values) {
                    let b = bitfield_mut(field_mut(op, &m.field)?, &m.bitfield)?;
                    // Only enumerations become members the emitters match on.
                    if b.kind != BitfieldKind::Enum {
                        return Err(format!("`{}.{}` is not enumerated", m.field, m.bitfield));
                    }
                    if let Some(missing) = values
                        .iter()
                        .find(|v| !b.values.iter().any(|bv| &bv.name == *v))
                    {
                        return Err(format!(
                            "`{}.{}` has no value `{missing}`",
                            m.field, m.bitfield
                        ));
                    }
                }
            }
            op.rules.push(Rule::ValueCombinations {
                members: members.clone(),
                combinations: narrowed,
                source: id.to_owned(),
            });
        }
        Change::DescriptorLength {
            field,
            what,
            bits,
            count,
            relation,
            null_when_zero,
        } => {
            if let Some(operand) = null_when_zero {
                if field_mut(op, operand)?.role != Role::Raw {
                    return Err(format!("`{operand}` is not a raw operand"));
                }
            }
            vector_field_mut(op, field)?;
            if field_mut(op, count)?.role != Role::Value {
                return Err(format!("`{count}` is not a plain value"));
            }
            if bits[0] < bits[1] || bits[0] > 31 {
                return Err(format!("bad bit range [{}, {}]", bits[0], bits[1]));
            }
            op.rules.push(Rule::DescriptorLength {
                field: field.clone(),
                what: what.clone(),
                bits: *bits,
                count: count.clone(),
                relation: *relation,
                null_when_zero: null_when_zero.clone(),
                source: id.to_owned(),
            });
        }
        Change::NullWhenCountZero { operand, count } => {
            if field_mut(op, operand)?.role != Role::Raw {
                return Err(format!("`{operand}` is not a raw operand"));
            }
            if field_mut(op, count)?.role != Role::Value {
                return Err(format!("`{count}` is not a plain value"));
            }
            op.rules.push(Rule::NullWhenCountZero {
                operand: operand.clone(),
                count: count.clone(),
                source: id.to_owned(),
            });
        }
        Change::MnemonicFlag { flag } => {
            let at = op
                .syntax
                .suffixes
                .iter()
                .position(|s| s.flag.as_deref() == Some(flag.as_str()) && !s.joined)
                .ok_or_else(|| format!("no text flag `{flag}`"))?;
            if at == 0 && op.syntax.suffixes[0].separator.as_deref() == Some("_") {
                return Ok(Outcome::AlreadyTrue);
            }
            let mut suffix = op.syntax.suffixes.remove(at);
            suffix.separator = Some("_".to_owned());
            op.syntax.suffixes.insert(0, suffix);
        }
        Change::FlagClearText { flag, text } => {
            let s = op
                .syntax
                .suffixes
                .iter_mut()
                .find(|s| s.flag.as_deref() == Some(flag.as_str()) && !s.joined)
                .ok_or_else(|| format!("no text flag `{flag}`"))?;
            if s.clear.as_ref() == Some(text) {
                return Ok(Outcome::AlreadyTrue);
            }
            s.clear = Some(text.clone());
        }
        Change::AddBitfield { field, bitfield } => {
            let f = field_mut(op, field)?;
            if f.role != Role::Bits {
                return Err(format!("`{field}` is not a field of bitfields"));
            }
            let [hi, lo] = bitfield.bits;
            if hi < lo || f.ty.bits().is_some_and(|w| hi >= w) {
                return Err(format!("`[{hi}, {lo}]` is not a bitfield of `{field}`"));
            }
            if let Some(b) = f.bitfields.iter().find(|b| b.name == bitfield.name) {
                return if (b.hi, b.lo) == (hi, lo) {
                    Ok(Outcome::AlreadyTrue)
                } else {
                    Err(format!("`{field}.{}` is documented at other bits", b.name))
                };
            }
            if let Some(b) = f.bitfields.iter().find(|b| b.lo <= hi && lo <= b.hi) {
                return Err(format!("`[{hi}, {lo}]` overlaps `{field}.{}`", b.name));
            }
            f.bitfields.push(Bitfield {
                name: bitfield.name.clone(),
                hi,
                lo,
                documented_bits: None,
                kind: bitfield.kind,
                description: bitfield.description.clone(),
                platform: None,
                range: None,
                values: Vec::new(),
                line: 0,
            });
            f.bitfields.sort_by_key(|b| b.lo);
        }
        Change::TextFlag {
            flag,
            field,
            bitfield,
        } => {
            let f = field_mut(op, field)?;
            bitfield_mut(f, bitfield)?;
            match op
                .syntax
                .suffixes
                .iter()
                .find(|s| s.flag.as_deref() == Some(flag.as_str()))
            {
                // The reader bound it to this bit already (the one flag the Text names and
                // the one bit it prints nowhere else).
                Some(s) if &s.field == field && s.bitfield.as_ref() == Some(bitfield) => {
                    return Ok(Outcome::AlreadyTrue);
                }
                Some(_) => return Err(format!("text flag `{flag}` is already bound")),
                None => {}
            }
            // Keep the Text line's order: a flag goes after the flags already bound.
            let at = op
                .syntax
                .suffixes
                .iter()
                .rposition(|s| s.flag.is_some())
                .map_or(0, |i| i + 1);
            op.syntax.suffixes.insert(
                at,
                Suffix {
                    field: field.clone(),
                    bitfield: Some(bitfield.clone()),
                    flag: Some(flag.clone()),
                    prefix: None,
                    separator: None,
                    default: None,
                    joined: false,
                    clear: None,
                },
            );
            op.syntax.unprinted.retain(|u| u != field);
            op.syntax.unbound_flags.retain(|f| f != flag);
        }
        Change::Mnemonic { text, variants } => {
            variants_named(op, variants)?;
            let mut changed = false;
            for variant in &mut op.variants {
                if (variants.is_empty() || variants.contains(&variant.name))
                    && &variant.mnemonic != text
                {
                    variant.mnemonic = text.clone();
                    changed = true;
                }
            }
            if !changed {
                return Ok(Outcome::AlreadyTrue);
            }
        }
        Change::OperandForm { field, prefix, hex } => {
            let f = field_mut(op, field)?;
            let plain = f.role == Role::Value
                && matches!(f.ty, FieldType::Ub | FieldType::Uw | FieldType::Ud);
            if !plain && f.role != Role::Surface {
                return Err(format!(
                    "`{field}` is neither a plain unsigned value nor a surface index"
                ));
            }
            if !op.syntax.operands.contains(field) {
                return Err(format!("`{field}` is not printed as an operand"));
            }
            if prefix.as_deref().is_some_and(|p| {
                p.is_empty() || !p.chars().all(|c| c.is_ascii_alphabetic() || c == '%')
            }) {
                return Err("the prefix must be letters".to_owned());
            }
            if prefix.is_none() && !hex {
                return Err("an operand form needs a prefix or hex".to_owned());
            }
            op.syntax.operand_forms.retain(|f| &f.field != field);
            op.syntax.operand_forms.push(OperandForm {
                field: field.clone(),
                prefix: prefix.clone(),
                hex: *hex,
            });
        }
        Change::ExecSeparator { text } => op.syntax.exec_separator = text.clone(),
        Change::PredicateText { field } => {
            if field_mut(op, field)?.role != Role::Predicate {
                return Err(format!("`{field}` is not a predicate"));
            }
            if op.syntax.predicate {
                return Ok(Outcome::AlreadyTrue);
            }
            op.syntax.predicate = true;
            op.syntax.unprinted.retain(|u| u != field);
        }
        Change::UnencodedTextFlag { flag } => {
            if !op.syntax.unbound_flags.contains(flag) {
                return Err(format!(
                    "the Text has no flag `[.{flag}]` that is bound to no bitfield"
                ));
            }
            op.syntax.unbound_flags.retain(|f| f != flag);
        }
        Change::ReaderOmitsFlag { flag } => {
            if !op
                .syntax
                .suffixes
                .iter()
                .any(|s| s.flag.as_deref() == Some(flag.as_str()))
            {
                return Err(format!("the syntax has no flag `.{flag}`"));
            }
            op.reader_omissions.push(ReaderOmission::Flag {
                flag: flag.clone(),
                erratum: id.to_owned(),
            });
        }
        Change::ReaderOmitsPredicate { field } => {
            if field_mut(op, field)?.role != Role::Predicate {
                return Err(format!("`{field}` is not a predicate"));
            }
            op.reader_omissions.push(ReaderOmission::Predicate {
                erratum: id.to_owned(),
            });
        }
        Change::QuotedOperands { fields } => {
            for q in fields {
                if !op.syntax.operands.contains(q) {
                    return Err(format!("`{q}` is not an operand of the syntax"));
                }
                if !op.syntax.quoted.contains(q) {
                    op.syntax.quoted.push(q.clone());
                }
            }
        }
        Change::AddressOfOperands { fields } => {
            for name in fields {
                let f = field_mut(op, name)?;
                let classes = &f.constraints.classes;
                let addressable = |c: OperandClass| classes.is_empty() || classes.contains(&c);
                if !matches!(f.ty, FieldType::Scalar | FieldType::VecOperand) || f.destination {
                    return Err(format!("`{name}` is not a source vector operand"));
                }
                if !addressable(OperandClass::General) && !addressable(OperandClass::State) {
                    return Err(format!("`{name}` takes neither general nor state operands"));
                }
                if !op.syntax.operands.contains(name) {
                    return Err(format!("`{name}` is not an operand of the syntax"));
                }
                if !op.syntax.address_of.contains(name) {
                    op.syntax.address_of.push(name.clone());
                }
            }
        }
        Change::LabelDefinition {
            field,
            prefix,
            suffix,
        } => {
            if field_mut(op, field)?.role != Role::Label {
                return Err(format!("`{field}` is not a label field"));
            }
            op.syntax.definition = Some(LabelDefinition {
                field: field.clone(),
                prefix: prefix.clone(),
                suffix: suffix.clone(),
            });
        }
        Change::ReaderOmitsExecMask { field } => {
            if field_mut(op, field)?.role != Role::ExecSize {
                return Err(format!("`{field}` is not an execution size"));
            }
            op.reader_omissions.push(ReaderOmission::ExecMask {
                erratum: id.to_owned(),
            });
        }
        Change::ReaderRenamesLabels { field } => {
            if field_mut(op, field)?.role != Role::Label {
                return Err(format!("`{field}` is not a label field"));
            }
            if op
                .reader_omissions
                .iter()
                .any(|o| matches!(o, ReaderOmission::LabelNames { .. }))
            {
                return Ok(Outcome::AlreadyTrue);
            }
            op.reader_omissions.push(ReaderOmission::LabelNames {
                erratum: id.to_owned(),
            });
        }
        Change::ReaderUnnamedOps {
            field,
            bitfield,
            ops,
            prints,
            suffix_prints,
        } => {
            let b = bitfield_mut(field_mut(op, field)?, bitfield)?;
            if let Some(missing) = ops.iter().find(|o| !b.values.iter().any(|v| &v.name == *o)) {
                return Err(format!("no value `{missing}`"));
            }
            op.reader_omissions.push(ReaderOmission::OpName {
                ops: ops.clone(),
                prints: prints.clone(),
                suffixes: suffix_prints.clone(),
                erratum: id.to_owned(),
            });
        }
        Change::ReaderPrintsMnemonic { variants, prints } => {
            variants_named(op, variants)?;
            let ops = op
                .variants
                .iter()
                .filter(|v| variants.is_empty() || variants.contains(&v.name))
                .map(|v| v.name.clone())
                .collect();
            op.reader_omissions.push(ReaderOmission::OpName {
                ops,
                prints: prints.clone(),
                suffixes: BTreeMap::new(),
                erratum: id.to_owned(),
            });
        }
        Change::ReaderUnnamedValues {
            field,
            bitfield,
            values,
            prints,
        } => {
            let suffixes = suffix_spellings(op, field, bitfield, values)?;
            op.reader_omissions.push(ReaderOmission::SuffixValue {
                suffixes,
                prints: prints.clone(),
                erratum: id.to_owned(),
            });
        }
        Change::ReaderCannotCheckValues {
            field,
            bitfield,
            values,
            reason,
        } => {
            // A value printed as an operand (AVS's execMode), else as a suffix.
            let omission = if op.syntax.operands.contains(field) {
                let b = bitfield_mut(field_mut(op, field)?, bitfield)?;
                let operands = values
                    .iter()
                    .map(|value| {
                        b.values
                            .iter()
                            .find(|v| &v.name == value)
                            .map(|v| v.asm.clone().unwrap_or_else(|| v.name.clone()))
                            .ok_or_else(|| format!("no value `{value}`"))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                ReaderOmission::UncheckedOperand {
                    operands,
                    reason: reason.trim().to_owned(),
                    erratum: id.to_owned(),
                }
            } else {
                ReaderOmission::UncheckedSuffix {
                    suffixes: suffix_spellings(op, field, bitfield, values)?,
                    reason: reason.trim().to_owned(),
                    erratum: id.to_owned(),
                }
            };
            op.reader_omissions.push(omission);
        }
        Change::ReaderCompileFails { reason } => {
            op.reader_omissions.push(ReaderOmission::CompileFails {
                reason: reason.trim().to_owned(),
                erratum: id.to_owned(),
            });
        }
        Change::ReaderCannotRead { reason, ops } => {
            variants_named(op, ops)?;
            op.reader_omissions.push(ReaderOmission::Unreadable {
                reason: reason.trim().to_owned(),
                ops: ops.clone(),
                erratum: id.to_owned(),
            });
        }
        Change::Enumerate { field, values } => {
            let f = field_mut(op, field)?;
            // Already so (a field "Same as in" another opcode's, whose enumeration it took).
            if let [whole] = f.bitfields.as_slice() {
                if whole.values.len() == values.len()
                    && whole
                        .values
                        .iter()
                        .zip(values)
                        .all(|(e, v)| e.name == v.value && e.code == v.code)
                {
                    return Ok(Outcome::AlreadyTrue);
                }
            }
            let bits = match f.ty.bits() {
                Some(bits) if f.role == Role::Value && f.bitfields.is_empty() => bits,
                _ => return Err(format!("`{field}` is not a plain value without bitfields")),
            };
            if let Some(v) = values.iter().find(|v| v.code >> bits != 0) {
                return Err(format!(
                    "code {} of `{}` does not fit in {bits} bits",
                    v.code, v.value
                ));
            }
            let mut whole = Bitfield::whole_field_enum(f)
                .ok_or_else(|| format!("`{field}` is not a plain value without bitfields"))?;
            whole.values = values
                .iter()
                .map(|v| EnumValue {
                    name: v.value.clone(),
                    code: v.code,
                    hex: false,
                    documented_code: None,
                    asm: None,
                    asm_current: None,
                    lanes: None,
                    description: v.description.clone(),
                    platform: None,
                    documented: false,
                    line: 0,
                })
                .collect();
            f.role = Role::Bits;
            f.bitfields.push(whole);
        }
        Change::Requires { ops, when, then } => {
            variants_named(op, ops)?;
            let when = when
                .iter()
                .map(|w| w.resolve_condition(op))
                .collect::<Result<Vec<_>, _>>()?;
            let then = then.resolve(op)?;
            if when
                .iter()
                .any(|w| (&w.field, &w.bitfield) == (&then.field, &then.bitfield))
            {
                return Err(format!(
                    "`{}.{}` cannot require a value of itself",
                    then.field, then.bitfield
                ));
            }
            if when.is_empty() && ops.is_empty() {
                return Err(
                    "a requirement of every op without a condition is a `range` or `exclude`"
                        .to_owned(),
                );
            }
            op.rules.push(Rule::ValueRequires {
                ops: ops.clone(),
                when,
                then,
                source: id.to_owned(),
            });
        }
        Change::ZeroOperandWhen { field, when } => {
            vector_field_mut(op, field)?;
            if when.is_empty() {
                return Err("no condition".to_owned());
            }
            let when = when
                .iter()
                .map(|w| w.resolve_condition(op))
                .collect::<Result<Vec<_>, _>>()?;
            op.rules.push(Rule::ZeroOperandWhen {
                field: field.clone(),
                when,
                source: id.to_owned(),
            });
        }
        Change::OpText {
            ops,
            mnemonic,
            suffix,
            exec_size,
            operands,
            implied,
        } => {
            let text = OpText {
                ops: ops.clone(),
                mnemonic: mnemonic.clone(),
                suffix: suffix.clone(),
                exec_size: *exec_size,
                operands: operands.clone(),
                implied: implied.clone(),
                source: id.to_owned(),
            };
            check_op_text(op, &text)?;
            // A later text of an op replaces an earlier one (a layout's own text).
            for t in &mut op.syntax.op_texts {
                t.ops.retain(|o| !ops.contains(o));
            }
            op.syntax.op_texts.retain(|t| !t.ops.is_empty());
            op.syntax.op_texts.push(text);
        }
        Change::OperandTypesWhen {
            fields,
            when,
            types,
        } => {
            for field in fields {
                if !matches!(field_mut(op, field)?.role, Role::Raw | Role::Vector) {
                    return Err(format!("`{field}` is not an operand"));
                }
            }
            if fields.is_empty() {
                return Err("no operand field".to_owned());
            }
            if let Some(t) = types.iter().find(|t| !is_visa_type(t)) {
                return Err(format!("`{t}` is not a vISA type"));
            }
            if types.is_empty() {
                return Err("no type".to_owned());
            }
            if when.is_empty() {
                return Err("no condition: the field's own types are `operand_types`".to_owned());
            }
            let when = when
                .iter()
                .map(|w| w.resolve_condition(op))
                .collect::<Result<Vec<_>, _>>()?;
            op.rules.push(Rule::OperandTypesWhen {
                fields: fields.clone(),
                when,
                types: types.clone(),
                source: id.to_owned(),
            });
        }
        Change::NullOperand {
            field,
            ops,
            when,
            null,
        } => {
            if field_mut(op, field)?.role != Role::Raw {
                return Err(format!("`{field}` is not a raw operand"));
            }
            let ops: Vec<String> = if ops.is_empty() {
                op.variants
                    .iter()
                    .filter(|v| v.layout.iter().any(|s| &s.field == field))
                    .map(|v| v.name.clone())
                    .collect()
            } else {
                ops.clone()
            };
            if ops.is_empty() {
                return Err(format!("no variant has `{field}`"));
            }
            variants_named(op, &ops)?;
            if let Some(v) = op
                .variants
                .iter()
                .find(|v| ops.contains(&v.name) && !v.layout.iter().any(|s| &s.field == field))
            {
                return Err(format!("variant `{}` has no `{field}`", v.name));
            }
            let when = when
                .iter()
                .map(|w| w.resolve_condition(op))
                .collect::<Result<Vec<_>, _>>()?;
            op.rules.push(Rule::NullOperand {
                field: field.clone(),
                ops,
                when,
                null: *null,
                source: id.to_owned(),
            });
        }
    }
    Ok(Outcome::Changed)
}

/// An `op_text` change is consistent with the opcode: its ops exist and no other op text has
/// them; every field it names is in each op's layout, and every field its conditions test is
/// printed; numbers are printed from plain fields; every value it spells, tests or implies is
/// one of the field's (a number, written as Rust prints it, for a plain field), and no two
/// values of a field share a spelling; an implied field is not printed.
fn check_op_text(op: &Opcode, text: &OpText) -> Result<(), String> {
    let templates: Vec<&Template> = [&text.mnemonic, &text.suffix]
        .into_iter()
        .chain(&text.operands)
        .collect();
    let printed: Vec<&FieldText> = templates.iter().flat_map(|t| t.printed()).collect();
    let named = templates
        .iter()
        .flat_map(|t| t.fields())
        .chain(text.implied.keys().map(String::as_str));
    for (name, variant) in text.ops.iter().zip(variants_named(op, &text.ops)?) {
        // Another erratum's text of the op is replaced (a layout's own text).
        if op
            .syntax
            .op_texts
            .iter()
            .any(|t| t.ops.contains(name) && t.source == text.source)
        {
            return Err(format!("variant `{name}` already has an op text"));
        }
        if let Some(missing) = named.clone().find(|f| {
            let field = template_field(op, f).map_or(*f, |(field, _)| field.name.as_str());
            !variant.layout.iter().any(|s| s.field == field)
        }) {
            return Err(format!("variant `{name}` has no `{missing}`"));
        }
    }
    // The values of an enumerated field (its one enumerated bitfield, or the bitfield named)
    // with their own text, `false` and `true` for a flag, or `None` for a plain number, with
    // whether it is signed.
    type Values = (Option<Vec<(String, String)>>, bool);
    let values = |name: &str| -> Result<Values, String> {
        let (field, bitfield) =
            template_field(op, name).ok_or_else(|| format!("no field `{name}`"))?;
        let enumerated = |b: &Bitfield| {
            let own = |v: &EnumValue| (v.name.clone(), v.asm.clone().unwrap_or(v.name.clone()));
            Some(b.values.iter().map(own).collect())
        };
        let flag = || {
            Some(
                ["false", "true"]
                    .map(|v| (v.to_owned(), v.to_owned()))
                    .to_vec(),
            )
        };
        match (bitfield, field.bitfields.as_slice(), field.role) {
            (Some(b), _, _) if b.kind == BitfieldKind::Flag => Ok((flag(), false)),
            (Some(b), _, _) if b.kind == BitfieldKind::Enum => Ok((enumerated(b), false)),
            (Some(b), _, _) => Err(format!(
                "`{name}` is neither an enumerated bitfield nor a flag ({:?})",
                b.kind
            )),
            (None, [b], _) if b.kind == BitfieldKind::Enum => Ok((enumerated(b), false)),
            (None, [], Role::Value) => Ok((None, field.ty == FieldType::D)),
            // A raw operand's one value a condition tests: `%null`.
            (None, _, Role::Raw) => Ok((
                Some(vec![(NULL_VALUE.to_owned(), "%null".to_owned())]),
                false,
            )),
            // A vector operand's: the immediate 0, a variable printed by its name alone.
            (None, _, Role::Vector) => Ok((
                Some(
                    VECTOR_CONDITION_VALUES
                        .map(|v| (v.to_owned(), v.to_owned()))
                        .to_vec(),
                ),
                false,
            )),
            _ => Ok((Some(Vec::new()), false)),
        }
    };
    let known = |name: &str, value: &str| -> Result<bool, String> {
        Ok(match values(name)? {
            (Some(k), _) => k.iter().any(|(v, _)| v == value),
            (None, signed) => value
                .parse::<i64>()
                .is_ok_and(|n| n.to_string() == value && (signed || n >= 0)),
        })
    };
    // The mnemonics a dispatcher reads are the template's texts over the values of what it
    // prints: flags and enumerations only.
    for p in text.mnemonic.printed() {
        if !matches!(values(&p.field)?, (Some(v), _) if !v.is_empty()) {
            return Err(format!(
                "the mnemonic prints `{}`, which is neither a flag nor enumerated",
                p.field
            ));
        }
    }
    for p in &printed {
        let is_flag = template_field(op, &p.field)
            .and_then(|(_, b)| b)
            .is_some_and(|b| b.kind == BitfieldKind::Flag);
        if is_flag && (p.spelling("false").is_none() || p.spelling("true").is_none()) {
            return Err(format!(
                "the flag `{}` must spell `false` and `true`",
                p.field
            ));
        }
    }
    for p in &printed {
        let (enumerated, _) = values(&p.field)?;
        if p.form != NumberForm::Plain && enumerated.is_some() {
            return Err(format!("`{}` is not a plain number", p.field));
        }
        for s in &p.spellings {
            if !known(&p.field, &s.value)? {
                return Err(format!("`{}` has no value `{}`", p.field, s.value));
            }
        }
        // Each value's text, the template's spelling or its own: two alike cannot be told apart.
        if let Some(values) = enumerated.filter(|_| !p.spellings.is_empty()) {
            let mut seen: Vec<(String, String)> = Vec::new();
            for (name, own) in values {
                let text = p.spelling(&name).unwrap_or(&own).to_owned();
                if let Some((other, _)) = seen.iter().find(|(_, t)| *t == text) {
                    return Err(format!(
                        "`{}` spells `{other}` and `{name}` alike, `{text}`",
                        p.field
                    ));
                }
                seen.push((name, text));
            }
        }
    }
    for c in templates.iter().flat_map(|t| t.conditions()) {
        if !printed.iter().any(|p| p.field == c.field) {
            return Err(format!(
                "the condition on `{}` tests a field the text does not print",
                c.field
            ));
        }
        for value in &c.values {
            if !known(&c.field, value)? {
                return Err(format!("`{}` has no value `{value}`", c.field));
            }
        }
    }
    for (field, value) in &text.implied {
        if printed.iter().any(|p| &p.field == field) {
            return Err(format!("`{field}` is printed, so it is not implied"));
        }
        if !known(field, value)? {
            return Err(format!("`{field}` has no value `{value}`"));
        }
    }
    Ok(())
}

/// The field an op-text template names `name`, and the bitfield when it names one
/// (`Mask.commit_enable_bit`); a field of that exact name first.
pub(crate) fn template_field<'o>(
    op: &'o Opcode,
    name: &str,
) -> Option<(&'o Field, Option<&'o Bitfield>)> {
    if let Some(f) = op.field(name) {
        return Some((f, None));
    }
    let (field, bitfield) = name.rsplit_once('.')?;
    let f = op.field(field)?;
    Some((f, Some(f.bitfield(bitfield)?)))
}

/// Gives each variant named in `mnemonics` (by its sub-op value's name) that mnemonic; whether
/// any changed.
fn name_variants(op: &mut Opcode, mnemonics: &BTreeMap<String, String>) -> bool {
    let mut changed = false;
    for variant in &mut op.variants {
        if let Some(asm) = mnemonics.get(&variant.name) {
            if &variant.mnemonic != asm {
                variant.mnemonic = asm.clone();
                changed = true;
            }
        }
    }
    changed
}
