//! IGC's text of op variants whose operands are not one field each: LSC_UNTYPED prints
//! `lsc_load.ugm (M1, 16) V32:d32x4t bti(0x4)[V33+0x10]:a32`, where one space-separated token
//! holds a raw operand and three enumerations, or an address model, a surface, a register and
//! an offset.
//!
//! A [`Template`] is the typed form of such a token (or of the text after a mnemonic); it is
//! written in the errata, and in the YAML model, in a compact syntax that reads like the text
//! it describes:
//!
//! ```text
//! {DstData}:{DataSize}{unless DataElemsPerAddr=1: x{DataElemsPerAddr}}{DataOrder|nontranspose=|transpose=t}
//! ```
//!
//! - A field is named by its name (`DataSize`), or one bitfield of a field with several by
//!   `Field.bitfield` (`Mask.commit_enable_bit`).
//! - `{Field}`: the field's value in its text form (an operand, an enumerated value's
//!   spelling, a number); `{Field:hex}` a number as `0x1F`, `{Field:signed_hex}` as `+0x10` or
//!   `-0x4`, `{Field:signed}` as `+16` or `-4`; `{Field|value=text|…}` spells the listed enumerated values so (other values keep
//!   their own spelling); a single-bit flag has the values `false` and `true`, and its text
//!   spells both (`{Mask.commit_enable_bit|false=|true=E}`).
//! - `{unless A=x|y, B=z: …}`: the pieces inside are printed unless every condition holds
//!   (A is x or y, and B is z); `{when …: …}` prints them only when every condition holds. One
//!   space after the `:` belongs to the syntax, not to the pieces. A condition on a raw
//!   operand tests whether it is `%null`: `{unless Src0AddrsV=null: , {Src0AddrsV}}`.
//! - Anything else is literal text.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// IGC's text of some op variants of an opcode (from errata): the mnemonic, then `suffix`,
/// the execution size when `exec_size`, and the operands, space separated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpText {
    /// The op variants it applies to.
    pub ops: Vec<String>,
    /// The mnemonic, when IGC spells it from fields' values (FENCE's
    /// `fence{when Mask.sw=true: _sw}…`): it replaces the variant's mnemonic, and the
    /// mnemonics the variant prints are this template's texts over those values.
    #[serde(default, skip_serializing_if = "Template::is_empty")]
    pub mnemonic: Template,
    /// What follows the mnemonic (`.{LscSFID}`).
    #[serde(default, skip_serializing_if = "Template::is_empty")]
    pub suffix: Template,
    /// ` (<mask>, <size>)` follows the suffix.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exec_size: bool,
    /// The operands, separated by a space, each of one or several fields (a template may hold
    /// spaces of its own: `flat[{A}, {B}]`).
    pub operands: Vec<Template>,
    /// The values of fields the text does not print, which it stands for (a quad op's
    /// vector size is 1).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub implied: std::collections::BTreeMap<String, String>,
    /// The erratum it comes from.
    pub source: String,
}

/// A sequence of text pieces (see the module docs for its written form).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Template(pub Vec<TextPiece>);

/// One piece of a [`Template`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextPiece {
    /// Literal text.
    Text(String),
    /// A field's value.
    Field(FieldText),
    /// Pieces printed only under a condition.
    Optional(OptionalText),
}

/// A field's value in a template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldText {
    /// The field.
    pub field: String,
    /// How a number prints.
    pub form: NumberForm,
    /// Spellings of enumerated values that differ from their own (`nontranspose` prints
    /// nothing).
    pub spellings: Vec<Spelling>,
}

/// How a number prints in a template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberForm {
    /// Decimal.
    Plain,
    /// `0x` and upper-case hexadecimal digits (`0x1F`), as IGC prints LSC immediates.
    Hex,
    /// A sign, `0x` and upper-case hexadecimal digits: `+0x10`, `-0x4`.
    SignedHex,
    /// A sign and decimal digits: `+16`, `-4` (HEAD's LSC_TYPED coordinate offsets).
    Signed,
}

/// The spelling of one enumerated value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spelling {
    /// The value's name.
    pub value: String,
    /// Its text (may be empty).
    pub text: String,
}

/// Pieces printed only under a condition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionalText {
    /// `when`: printed when every condition holds; `unless`: printed unless every one does.
    pub printed_when: bool,
    /// The conditions.
    pub conditions: Vec<TextCondition>,
    /// The pieces.
    pub pieces: Vec<TextPiece>,
}

/// A field has one of some values: enumerated value names, or numbers for a plain field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextCondition {
    /// The field.
    pub field: String,
    /// The values.
    pub values: Vec<String>,
}

impl Template {
    /// True when it has no piece.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every field it names, in order of first mention (conditions included).
    pub fn fields(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        walk(&self.0, &mut |item| {
            let name = match item {
                Item::Field(f) => f.field.as_str(),
                Item::Condition(c) => c.field.as_str(),
            };
            if !out.contains(&name) {
                out.push(name);
            }
        });
        out
    }

    /// Every field value it prints (conditions left out), with how.
    pub fn printed(&self) -> Vec<&FieldText> {
        let mut out = Vec::new();
        walk(&self.0, &mut |item| {
            if let Item::Field(f) = item {
                out.push(f);
            }
        });
        out
    }

    /// Every condition of its optional pieces.
    pub fn conditions(&self) -> Vec<&TextCondition> {
        let mut out = Vec::new();
        walk(&self.0, &mut |item| {
            if let Item::Condition(c) = item {
                out.push(c);
            }
        });
        out
    }
}

/// What [`walk`] visits.
enum Item<'a> {
    Field(&'a FieldText),
    Condition(&'a TextCondition),
}

/// Visits every field value `pieces` print and every condition of their optional pieces, in
/// text order (an optional piece's conditions before its pieces).
fn walk<'a>(pieces: &'a [TextPiece], visit: &mut dyn FnMut(Item<'a>)) {
    for p in pieces {
        match p {
            TextPiece::Text(_) => {}
            TextPiece::Field(f) => visit(Item::Field(f)),
            TextPiece::Optional(o) => {
                for c in &o.conditions {
                    visit(Item::Condition(c));
                }
                walk(&o.pieces, visit);
            }
        }
    }
}

impl FieldText {
    /// The spelling of value `name`, if the template gives one.
    pub fn spelling(&self, name: &str) -> Option<&str> {
        self.spellings
            .iter()
            .find(|s| s.value == name)
            .map(|s| s.text.as_str())
    }
}

impl fmt::Display for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_pieces(f, &self.0)
    }
}

fn write_pieces(f: &mut fmt::Formatter<'_>, pieces: &[TextPiece]) -> fmt::Result {
    for p in pieces {
        match p {
            TextPiece::Text(t) => f.write_str(t)?,
            TextPiece::Field(x) => {
                write!(f, "{{{}", x.field)?;
                match x.form {
                    NumberForm::Plain => {}
                    NumberForm::Hex => f.write_str(":hex")?,
                    NumberForm::SignedHex => f.write_str(":signed_hex")?,
                    NumberForm::Signed => f.write_str(":signed")?,
                }
                for s in &x.spellings {
                    write!(f, "|{}={}", s.value, s.text)?;
                }
                f.write_str("}")?;
            }
            TextPiece::Optional(o) => {
                f.write_str(if o.printed_when { "{when " } else { "{unless " })?;
                for (i, c) in o.conditions.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}={}", c.field, c.values.join("|"))?;
                }
                f.write_str(": ")?;
                write_pieces(f, &o.pieces)?;
                f.write_str("}")?;
            }
        }
    }
    Ok(())
}

impl std::str::FromStr for Template {
    type Err = String;

    /// Reads the written form (module docs); the error names the offending byte offset.
    fn from_str(text: &str) -> Result<Self, String> {
        let mut reader = Reader { text, pos: 0 };
        let pieces = reader.pieces()?;
        if reader.pos < text.len() {
            return Err(reader.error("an unmatched `}`"));
        }
        Ok(Template(pieces))
    }
}

/// The template reader: a cursor over the written form.
struct Reader<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Reader<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn error(&self, what: &str) -> String {
        format!("template `{}`, at byte {}: {what}", self.text, self.pos)
    }

    fn eat(&mut self, token: &str) -> bool {
        if self.rest().starts_with(token) {
            self.pos += token.len();
            true
        } else {
            false
        }
    }

    /// Pieces up to the end of the text or an unmatched `}`.
    fn pieces(&mut self) -> Result<Vec<TextPiece>, String> {
        let mut pieces = Vec::new();
        loop {
            let rest = self.rest();
            let literal = rest.find(['{', '}']).unwrap_or(rest.len());
            if literal > 0 {
                pieces.push(TextPiece::Text(rest[..literal].to_owned()));
                self.pos += literal;
            }
            if !self.eat("{") {
                return Ok(pieces);
            }
            let piece = if self.eat("unless ") {
                self.optional(false)?
            } else if self.eat("when ") {
                self.optional(true)?
            } else {
                TextPiece::Field(self.field()?)
            };
            if !self.eat("}") {
                return Err(self.error("a `}`"));
            }
            pieces.push(piece);
        }
    }

    /// A name: letters, digits, `_`, `-`, `+`, `.`.
    fn name(&mut self, what: &str) -> Result<String, String> {
        let rest = self.rest();
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_-+.".contains(c)))
            .unwrap_or(rest.len());
        if len == 0 {
            return Err(self.error(what));
        }
        self.pos += len;
        Ok(rest[..len].to_owned())
    }

    /// `Field[:form][|value=text…]`, up to the closing `}`.
    fn field(&mut self) -> Result<FieldText, String> {
        let field = self.name("a field name")?;
        let form = if self.eat(":") {
            match self.name("a number form")?.as_str() {
                "hex" => NumberForm::Hex,
                "signed_hex" => NumberForm::SignedHex,
                "signed" => NumberForm::Signed,
                other => return Err(self.error(&format!("an unknown number form `{other}`"))),
            }
        } else {
            NumberForm::Plain
        };
        let mut spellings = Vec::new();
        while self.eat("|") {
            let value = self.name("a value name")?;
            if !self.eat("=") {
                return Err(self.error("`=` after the value"));
            }
            let rest = self.rest();
            let len = rest.find(['|', '}', '{']).unwrap_or(rest.len());
            spellings.push(Spelling {
                value,
                text: rest[..len].to_owned(),
            });
            self.pos += len;
        }
        Ok(FieldText {
            field,
            form,
            spellings,
        })
    }

    /// `A=x|y, B=z: pieces`, up to the closing `}`.
    fn optional(&mut self, printed_when: bool) -> Result<TextPiece, String> {
        let mut conditions = Vec::new();
        loop {
            let field = self.name("a field name")?;
            if !self.eat("=") {
                return Err(self.error("`=` after the field"));
            }
            let mut values = vec![self.name("a value")?];
            while self.eat("|") {
                values.push(self.name("a value")?);
            }
            conditions.push(TextCondition { field, values });
            if self.eat(": ") || self.eat(":") {
                break;
            }
            if !(self.eat(", ") || self.eat(",")) {
                return Err(self.error("`,` or `:` after a condition"));
            }
        }
        let pieces = self.pieces()?;
        Ok(TextPiece::Optional(OptionalText {
            printed_when,
            conditions,
            pieces,
        }))
    }
}

impl Serialize for Template {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Template {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_read_back_as_written() {
        for text in [
            "{DstData}:{DataSize}{unless DataElemsPerAddr=1: x{DataElemsPerAddr}}{DataOrder|nontranspose=|transpose=t}",
            "{AddrType}{when AddrType=bss|ss|bti: ({Surface})}[{unless AddrScale=1: {AddrScale:hex}*}{Src0Addrs}{unless AddrImmOffset=0: {AddrImmOffset:signed_hex}}]:{AddrSize}",
            ".{LscSFID}{unless CachingL1=default, CachingL3=default: .{CachingL1}.{CachingL3}}",
            "flat[{SurfaceBaseAddr}, {SurfaceWidth}]",
            "[{U}{unless UOffset=0: {UOffset:signed}}]",
        ] {
            let template: Template = text.parse().unwrap();
            assert_eq!(template.to_string(), text);
        }
    }

    #[test]
    fn template_structure() {
        let t: Template = "{A}:{unless B=1|2, C=x: x{B}}{D|n=|t=t}".parse().unwrap();
        assert_eq!(t.fields(), ["A", "B", "C", "D"]);
        assert_eq!(
            t.printed()
                .iter()
                .map(|f| f.field.as_str())
                .collect::<Vec<_>>(),
            ["A", "B", "D"]
        );
        let TextPiece::Optional(o) = &t.0[2] else {
            panic!("not optional: {:?}", t.0[2]);
        };
        assert!(!o.printed_when);
        assert_eq!(o.conditions[0].values, ["1", "2"]);
        assert_eq!(t.printed()[2].spelling("n"), Some(""));
        assert_eq!(t.printed()[2].spelling("x"), None);
    }

    #[test]
    fn malformed_templates_are_errors() {
        for text in [
            "{A",
            "A}",
            "{unless A: x}",
            "{A:octal}",
            "{unless A=1 x}",
            "{}",
        ] {
            assert!(text.parse::<Template>().is_err(), "{text}");
        }
    }
}
