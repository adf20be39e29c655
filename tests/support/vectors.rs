//! Reading the test vector files (`generated/vectors/<OPCODE>.yaml`, or a folder the codegen
//! CLI wrote), shared by the vector tests and the GenX_IR conformance command.

use serde_yaml::{Mapping, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use visa_isa::{
    parse_asm_line_in, AnyInstruction, AsmContext, AsmError, Instruction, Layout, VisaType,
};
use visa_isa_codegen::layout;
use visa_isa_codegen::model::{Model, Opcode, Variant};
use visa_isa_codegen::reference::{self, Val};

/// One opcode's vectors.
#[derive(Debug, Clone)]
pub struct VectorFile {
    pub path: PathBuf,
    pub opcode: String,
    /// The general variables the vector operands use, with their types.
    pub variables: Vec<Variable>,
    /// The GRF size the `asm` texts assume, when they depend on one (address-of operands).
    pub grf_bytes: Option<u32>,
    pub vectors: Vec<Vector>,
}

/// A general variable a vector file's vector operands use, and the type to declare it with.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Variable {
    pub var: u32,
    #[serde(rename = "type")]
    pub ty: String,
    pub field: String,
}

/// One vector, as written by `codegen/src/emit/vectors/`.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Vector {
    pub name: String,
    pub variant: String,
    pub valid: bool,
    /// The platforms the instruction needs (a doc tag such as `PVC` or `XEHP+`), if any.
    #[serde(default)]
    pub platform: Option<String>,
    pub fields: Value,
    #[serde(default)]
    pub asm: Option<String>,
    #[serde(default)]
    pub bytes: Option<String>,
    #[serde(default)]
    pub error: Option<String>,
    #[serde(default)]
    pub error_field: Option<String>,
    /// How its `asm` is printed and read (from its file's header).
    #[serde(skip)]
    pub text: TextContext,
}

#[derive(serde::Deserialize)]
struct RawFile {
    opcode: String,
    #[serde(default)]
    variables: Vec<Variable>,
    #[serde(default)]
    grf_bytes: Option<u32>,
    vectors: Vec<Vector>,
}

/// The vectors of the crate being tested: `VISA_ISA_VECTORS` when set (the vectors the codegen
/// CLI wrote for the spec folder the crate was built from, `VISA_ISA_SPECS`), else the
/// checked-in ones of `specs/`.
pub fn default_dir() -> PathBuf {
    match std::env::var_os("VISA_ISA_VECTORS") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("generated/vectors"),
    }
}

/// Every `*.yaml` vector file of `dir`, sorted by file name.
pub fn load_dir(dir: &Path) -> Result<Vec<VectorFile>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.extension().is_some_and(|x| x == "yaml") {
            paths.push(path);
        }
    }
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut raw: RawFile =
                serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            let context = TextContext::of(&path, raw.grf_bytes, &raw.variables)?;
            for v in &mut raw.vectors {
                v.text = context.clone();
            }
            Ok(VectorFile {
                path,
                opcode: raw.opcode,
                variables: raw.variables,
                grf_bytes: raw.grf_bytes,
                vectors: raw.vectors,
            })
        })
        .collect()
}

/// Every vector of the crate under test ([`default_dir`]) with its opcode and instruction, but
/// the ones no instruction type holds ([`every_unrepresentable`]); panics with the message on a
/// file or vector that does not read.
pub fn every_instruction(model: &Model) -> Vec<(String, Vector, AnyInstruction)> {
    let files = load_dir(&default_dir()).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    for file in files {
        for v in file.vectors {
            if v.fixed_members_set(model, &file.opcode).is_empty() {
                let inst = v
                    .instruction(&file.opcode)
                    .unwrap_or_else(|e| panic!("{e}"));
                out.push((file.opcode.clone(), v, inst));
            }
        }
    }
    out
}

/// Every vector of the crate under test that no instruction type holds, with its opcode and
/// its bytes ([`Vector::unrepresentable_bytes`]).
pub fn every_unrepresentable(model: &Model) -> Vec<(String, Vector, Vec<u8>)> {
    let files = load_dir(&default_dir()).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    for file in files {
        for v in file.vectors {
            if let Some(bytes) = v
                .unrepresentable_bytes(model, &file.opcode)
                .unwrap_or_else(|e| panic!("{e}"))
            {
                out.push((file.opcode.clone(), v, bytes));
            }
        }
    }
    out
}

/// How a vector file's `asm` texts are printed and read: in an [`AsmContext`] of the file's
/// variable types when the file assumes a GRF size (its address-of operands give byte
/// offsets, `&V101[40]`), else as `Display` and `FromStr` do.
#[derive(Debug, Clone, Default)]
pub struct TextContext {
    pub grf_bytes: Option<u32>,
    pub types: BTreeMap<u32, VisaType>,
}

impl TextContext {
    fn of(path: &Path, grf_bytes: Option<u32>, variables: &[Variable]) -> Result<Self, String> {
        let types = variables
            .iter()
            .map(|v| {
                let ty = VisaType::from_str(&v.ty)
                    .map_err(|e| format!("{}: variable V{}: {e}", path.display(), v.var))?;
                Ok((v.var, ty))
            })
            .collect::<Result<_, String>>()?;
        Ok(TextContext { grf_bytes, types })
    }

    /// The context, when the file assumes a GRF size.
    pub fn asm_context(&self) -> Option<AsmContext<'_>> {
        self.grf_bytes.map(|grf| AsmContext::new(grf, &self.types))
    }

    /// The text of `inst`, as the file writes it.
    pub fn print(&self, inst: &AnyInstruction) -> String {
        match self.asm_context() {
            Some(context) => inst.display_in(context).to_string(),
            None => inst.to_string(),
        }
    }

    /// The text of `inst` in `layout`'s text (IGC's printer of that layout).
    pub fn print_in(&self, inst: &AnyInstruction, layout: Layout) -> String {
        let context = self
            .asm_context()
            .unwrap_or_else(|| AsmContext::new(32, &self.types));
        inst.display_in(context.in_layout(layout)).to_string()
    }

    /// `text` of `layout` read back.
    pub fn parse_in(&self, text: &str, layout: Layout) -> Result<AnyInstruction, AsmError> {
        let context = self
            .asm_context()
            .unwrap_or_else(|| AsmContext::new(32, &self.types));
        parse_asm_line_in(text, 1, context.in_layout(layout))
    }

    /// `text` read back.
    pub fn parse(&self, text: &str) -> Result<AnyInstruction, AsmError> {
        match self.asm_context() {
            Some(context) => parse_asm_line_in(text, 1, context),
            None => AnyInstruction::from_str(text),
        }
    }
}

impl Vector {
    /// The instruction, through its serde form `{ OPCODE: { variant: fields } }` (or
    /// `{ OPCODE: fields }` for an opcode without op variants).
    pub fn instruction(&self, opcode: &str) -> Result<AnyInstruction, String> {
        let inner = if self.variant == opcode {
            self.fields.clone()
        } else {
            let mut m = Mapping::new();
            m.insert(self.variant.as_str().into(), self.fields.clone());
            Value::Mapping(m)
        };
        let mut outer = Mapping::new();
        outer.insert(opcode.into(), inner);
        let text = serde_yaml::to_string(&Value::Mapping(outer)).map_err(|e| e.to_string())?;
        serde_yaml::with::singleton_map_recursive::deserialize(serde_yaml::Deserializer::from_str(
            &text,
        ))
        .map_err(|e| {
            format!(
                "{opcode}/{}: fields do not deserialize: {e}\n{text}",
                self.name
            )
        })
    }
}

impl Vector {
    /// The members this vector sets to another value than the only one its variant's rules
    /// leave them ([`layout::fixed_value`]), with the bits it gives them. Its instruction type
    /// has no such members, so it holds no such vector. (The vectors are written in the
    /// crate's serde form, which leaves such a member out when it has that value.)
    pub fn fixed_members_set(&self, model: &Model, opcode: &str) -> Vec<(layout::Member, u64)> {
        let Some((op, variant)) = op_and_variant(model, opcode, &self.variant) else {
            return Vec::new();
        };
        let Ok(a) = reference::assignment(model, op, variant, &self.fields) else {
            return Vec::new();
        };
        a.into_iter()
            .filter_map(|(m, v)| {
                let fixed = layout::fixed_value(op, variant, &m)?;
                let bits = match v {
                    Val::Flag(set) => u64::from(set),
                    Val::Enum { code, .. } => code,
                    _ => return None,
                };
                (bits != fixed.code).then_some((m, bits))
            })
            .collect()
    }

    /// The bytes of a vector no instruction type holds ([`Self::fixed_members_set`]), as the
    /// reference interpreter encodes it (as it encodes every vector's bytes). `None` for a
    /// vector an instruction type holds.
    pub fn unrepresentable_bytes(
        &self,
        model: &Model,
        opcode: &str,
    ) -> Result<Option<Vec<u8>>, String> {
        if self.fixed_members_set(model, opcode).is_empty() {
            return Ok(None);
        }
        let (op, variant) = op_and_variant(model, opcode, &self.variant).expect("found above");
        let a = reference::assignment(model, op, variant, &self.fields)
            .map_err(|e| format!("{opcode}/{}: {e}", self.name))?;
        Ok(Some(reference::encode(op, variant, &a)))
    }
}

/// The opcode and variant of `model` a vector file names.
fn op_and_variant<'m>(
    model: &'m Model,
    opcode: &str,
    variant: &str,
) -> Option<(&'m Opcode, &'m Variant)> {
    let op = model.opcodes.iter().find(|o| o.name == opcode)?;
    let variant = op.variants.iter().find(|v| v.name == variant)?;
    Some((op, variant))
}

/// Bytes as the vector files write them: lower-case hex separated by spaces.
pub fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}
