//! Reading the test vector files (`generated/vectors/<OPCODE>.yaml`, or a folder the codegen
//! CLI wrote), shared by the vector tests and the GenX_IR conformance command.

use serde_yaml::{Mapping, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use visa_isa::{parse_asm_line_in, AnyInstruction, AsmContext, AsmError, Instruction, VisaType};

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

/// One vector, as written by `codegen/src/emit/vectors.rs`.
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

/// Every vector of the crate under test ([`default_dir`]) with its opcode and instruction;
/// panics with the message on a file or vector that does not read.
pub fn every_instruction() -> Vec<(String, Vector, AnyInstruction)> {
    let files = load_dir(&default_dir()).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    for file in files {
        for v in file.vectors {
            let inst = v
                .instruction(&file.opcode)
                .unwrap_or_else(|e| panic!("{e}"));
            out.push((file.opcode.clone(), v, inst));
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

/// Bytes as the vector files write them: lower-case hex separated by spaces.
pub fn hex(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<Vec<_>>()
        .join(" ")
}
