//! What IGC's vISA 4.1 reader (GenX_IR 12504.6, the `libigc-tools` package) prints for an
//! instruction, compared with what this crate prints.
//!
//! The crate always prints the complete instruction, which IGC's parser accepts. The 4.1
//! reader decodes every field, but its printer leaves a few out. Each omission is an entry of
//! `specs/errata.yaml` with its evidence, and reaches the generated code as a per-opcode
//! `READER_OMISSIONS` list; [`ReaderExpectation`] removes exactly those from the crate's text,
//! so that a conformance run can demand that everything else matches.

use std::fmt;

/// One thing the 4.1 reader does not print although the bytes carry it.
///
/// ```
/// use visa_isa::ReaderOmission;
///
/// for omission in visa_isa::op_3d_sample::READER_OMISSIONS {
///     assert!(!omission.erratum().is_empty());
/// }
/// assert_eq!(ReaderOmission::compile_fails(&[]), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReaderOmission {
    /// A `.flag` suffix of the mnemonic (3D_SAMPLE's `.divS`).
    Flag {
        /// The flag, without the dot.
        flag: &'static str,
        /// The erratum id.
        erratum: &'static str,
    },
    /// The predicate `(P<n>) ` (GATHER4_TYPED).
    Predicate {
        /// The erratum id.
        erratum: &'static str,
    },
    /// Ops the reader has no name for (3D_SAMPLE4's `gather4_l` and others): it prints
    /// `prints` instead of the mnemonic, and some suffixes differently.
    OpName {
        /// The crate's mnemonics of those ops.
        mnemonics: &'static [&'static str],
        /// What the reader prints instead.
        prints: &'static str,
        /// Suffixes it prints differently: (crate spelling, reader's spelling).
        suffixes: &'static [(&'static str, &'static str)],
        /// The erratum id.
        erratum: &'static str,
    },
    /// Values of a mnemonic suffix the reader has no name for (TYPED_ATOMIC's `.predec`): it
    /// prints `prints` instead of each of `suffixes`.
    SuffixValue {
        /// The crate's spellings of those suffixes.
        suffixes: &'static [&'static str],
        /// What the reader prints instead.
        prints: &'static str,
        /// The erratum id.
        erratum: &'static str,
    },
    /// Values of a mnemonic suffix GenX_IR decodes but then cannot compile (it hangs or
    /// crashes): an instruction with one of `suffixes` cannot be checked, and a conformance run
    /// skips it (DPAS's `.u1`, `.bf8`).
    UncheckedSuffix {
        /// The crate's spellings of those suffixes.
        suffixes: &'static [&'static str],
        /// Why.
        reason: &'static str,
        /// The erratum id.
        erratum: &'static str,
    },
    /// Values of an enumerated operand GenX_IR decodes but then cannot compile (AVS's
    /// `AVS_16x8` hangs it): an instruction with one of `operands` among its operands cannot be
    /// checked, and a conformance run skips it.
    UncheckedOperand {
        /// The crate's spellings of those values.
        operands: &'static [&'static str],
        /// Why.
        reason: &'static str,
        /// The erratum id.
        erratum: &'static str,
    },
    /// GenX_IR reads and prints the opcode, but its compile step after the dump fails for
    /// kernels that have it: any one, even one GenX_IR assembles from its own text (CALL,
    /// FCALL in 12504.6), or some its defect picks out (INFO: a SIMD32 resinfo followed by a
    /// SIMD16 one): a conformance run checks the dump and the verifier, not how GenX_IR ends.
    CompileFails {
        /// Why.
        reason: &'static str,
        /// The erratum id.
        erratum: &'static str,
    },
    /// The reader has no decoder for the opcode (RT_READ's 0x90), or for some of its ops
    /// (LSC_UNTYPED's append-counter atomics): nothing of them can be checked, and a
    /// conformance run skips them.
    Unreadable {
        /// Why.
        reason: &'static str,
        /// The crate's mnemonics of the ops it cannot read; every op when empty.
        mnemonics: &'static [&'static str],
        /// The erratum id.
        erratum: &'static str,
    },
    /// The execution mask of `(M<m>, <n>)`: the reader prints `M1` whatever the bits hold
    /// (JMP).
    ExecMask {
        /// The erratum id.
        erratum: &'static str,
    },
    /// Label names: the reader prints label `L<n>` as `L<n>_<name index>`, and a subroutine
    /// label as `L<n>_<name index>_<ordinal>` (it makes every label name unique). The
    /// comparison accepts exactly those suffixes after each `L<n>`.
    LabelNames {
        /// The erratum id.
        erratum: &'static str,
    },
}

impl ReaderOmission {
    /// The erratum that records the omission.
    ///
    /// ```
    /// for omission in visa_isa::op_3d_sample::READER_OMISSIONS {
    ///     assert!(!omission.erratum().is_empty());
    /// }
    /// ```
    pub const fn erratum(&self) -> &'static str {
        match self {
            Self::Flag { erratum, .. }
            | Self::Predicate { erratum }
            | Self::OpName { erratum, .. }
            | Self::SuffixValue { erratum, .. }
            | Self::UncheckedSuffix { erratum, .. }
            | Self::UncheckedOperand { erratum, .. }
            | Self::CompileFails { erratum, .. }
            | Self::Unreadable { erratum, .. }
            | Self::ExecMask { erratum }
            | Self::LabelNames { erratum } => erratum,
        }
    }

    /// When GenX_IR's compile step fails after the dump for any kernel with the opcode: the
    /// erratum and why.
    ///
    /// ```
    /// use visa_isa::ReaderOmission;
    ///
    /// assert_eq!(ReaderOmission::compile_fails(&[]), None);
    /// ```
    pub fn compile_fails(omissions: &[ReaderOmission]) -> Option<(&'static str, &'static str)> {
        omissions.iter().find_map(|o| match *o {
            Self::CompileFails { reason, erratum } => Some((erratum, reason)),
            _ => None,
        })
    }

    /// When GenX_IR cannot check the instruction the crate prints as `printed`: the reader
    /// cannot decode its opcode at all or its op ([`ReaderOmission::Unreadable`]), or cannot
    /// compile one of its suffix values ([`ReaderOmission::UncheckedSuffix`]) or operand values
    /// ([`ReaderOmission::UncheckedOperand`]). The erratum and
    /// why.
    ///
    /// ```
    /// use visa_isa::ReaderOmission;
    ///
    /// assert_eq!(ReaderOmission::unchecked(&[], "nop"), None);
    /// ```
    pub fn unchecked(
        omissions: &[ReaderOmission],
        printed: &str,
    ) -> Option<(&'static str, &'static str)> {
        let (_, rest) = split_predicate(&collapse_whitespace(printed));
        let head = rest.split(' ').next().unwrap_or("").to_owned();
        let operands: Vec<&str> = rest.split(' ').skip(1).collect();
        let mut parts = head.split('.');
        let mnemonic = parts.next().unwrap_or("");
        let suffixes: Vec<&str> = parts.collect();
        omissions.iter().find_map(|o| match *o {
            Self::Unreadable {
                reason,
                mnemonics,
                erratum,
            } if mnemonics.is_empty() || mnemonics.contains(&mnemonic) => Some((erratum, reason)),
            Self::UncheckedSuffix {
                suffixes: unchecked,
                reason,
                erratum,
            } if suffixes.iter().any(|s| unchecked.contains(s)) => Some((erratum, reason)),
            Self::UncheckedOperand {
                operands: unchecked,
                reason,
                erratum,
            } if operands.iter().any(|o| unchecked.contains(o)) => Some((erratum, reason)),
            _ => None,
        })
    }
}

/// What the reader should print for one instruction.
///
/// ```
/// use visa_isa::ReaderExpectation;
///
/// let expect = ReaderExpectation::new("add (M1, 8) V33(0,0)<1> V34(0,0)<1;1,0> 0x1:f", &[]);
/// assert!(expect.matches("add (M1, 8)  V33(0,0)<1>   V34(0,0)<1;1,0> 0x1:f"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReaderExpectation {
    /// The expected text, whitespace collapsed.
    pub text: String,
    /// The errata whose omissions were applied, for the report.
    pub errata: Vec<&'static str>,
    /// Whether the reader's label names carry its `_<n>` suffixes
    /// ([`ReaderOmission::LabelNames`]).
    pub label_suffixes: bool,
}

impl ReaderExpectation {
    /// The expectation for an instruction the crate prints as `printed`, given its opcode's
    /// omissions. Only the mnemonic token (the mnemonic and its `.` suffixes) and the
    /// predicate are ever touched; operands always compare as printed.
    ///
    /// ```
    /// use visa_isa::ReaderExpectation;
    ///
    /// let expect = ReaderExpectation::new("nop", &[]);
    /// assert!(expect.matches("nop") && !expect.matches("ret (M1, 1)"));
    /// ```
    pub fn new(printed: &str, omissions: &[ReaderOmission]) -> Self {
        let collapsed = collapse_whitespace(printed);
        let (mut predicate, rest) = split_predicate(&collapsed);
        let (head, tail) = rest.split_once(' ').unwrap_or((rest.as_str(), ""));
        let mut tail = tail.to_owned();
        // The mnemonic, then its suffixes.
        let mut parts: Vec<&str> = head.split('.').collect();
        let mut errata = Vec::new();
        let mut label_suffixes = false;
        for omission in omissions {
            match *omission {
                ReaderOmission::ExecMask { erratum } => {
                    // `(M5_NM, 1) …` → `(M1, 1) …`.
                    if let Some(comma) = tail.strip_prefix('(').and_then(|t| t.find(',')) {
                        if &tail[1..=comma] != "M1" {
                            tail = format!("(M1{}", &tail[comma + 1..]);
                            errata.push(erratum);
                        }
                    }
                }
                ReaderOmission::LabelNames { erratum } => {
                    if has_label(&collapsed) {
                        label_suffixes = true;
                        errata.push(erratum);
                    }
                }
                ReaderOmission::Predicate { erratum } => {
                    if predicate.take().is_some() {
                        errata.push(erratum);
                    }
                }
                ReaderOmission::Flag { flag, erratum } => {
                    if let Some(at) = parts.iter().skip(1).position(|p| *p == flag) {
                        parts.remove(at + 1);
                        errata.push(erratum);
                    }
                }
                ReaderOmission::OpName {
                    mnemonics,
                    prints,
                    suffixes,
                    erratum,
                } => {
                    if mnemonics.contains(&parts[0]) {
                        parts[0] = prints;
                        for part in parts.iter_mut().skip(1) {
                            if let Some((_, theirs)) =
                                suffixes.iter().find(|(ours, _)| ours == part)
                            {
                                *part = theirs;
                            }
                        }
                        errata.push(erratum);
                    }
                }
                ReaderOmission::SuffixValue {
                    suffixes,
                    prints,
                    erratum,
                } => {
                    let mut touched = false;
                    for part in parts.iter_mut().skip(1) {
                        if suffixes.contains(part) {
                            *part = prints;
                            touched = true;
                        }
                    }
                    if touched {
                        errata.push(erratum);
                    }
                }
                // Nothing to rewrite in the text: the opcode (or the instruction) is not
                // compared at all, or only how GenX_IR ends is not checked.
                ReaderOmission::Unreadable { .. }
                | ReaderOmission::UncheckedSuffix { .. }
                | ReaderOmission::UncheckedOperand { .. }
                | ReaderOmission::CompileFails { .. } => {}
            }
        }
        let mut text = parts.join(".");
        if let Some(p) = predicate {
            text = format!("{p} {text}");
        }
        if !tail.is_empty() {
            text = format!("{text} {tail}");
        }
        Self {
            text,
            errata,
            label_suffixes,
        }
    }

    /// Whether the reader's line `decoded` (an instruction, without the ` /// $n` comment)
    /// matches, after collapsing whitespace.
    ///
    /// ```
    /// use visa_isa::ReaderExpectation;
    ///
    /// assert!(ReaderExpectation::new("ret (M1, 1)", &[]).matches("ret (M1, 1)"));
    /// ```
    pub fn matches(&self, decoded: &str) -> bool {
        let decoded = collapse_whitespace(decoded);
        if self.label_suffixes {
            strip_label_suffixes(&decoded) == self.text
        } else {
            decoded == self.text
        }
    }
}

/// Whether `text` names a label `L<n>` (a whole word).
fn has_label(text: &str) -> bool {
    label_words(text).next().is_some()
}

/// The byte ranges of the digits of every `L<n>` word start in `text`: an `L` not preceded by
/// a name character, followed by digits.
fn label_words(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let bytes = text.as_bytes();
    let is_name = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'%';
    (0..bytes.len()).filter_map(move |i| {
        if bytes[i] != b'L' || (i > 0 && is_name(bytes[i - 1])) {
            return None;
        }
        let digits = bytes[i + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        (digits > 0).then_some((i + 1, i + 1 + digits))
    })
}

/// `text` with the reader's label suffixes removed: after each `L<n>`, one or two `_<digits>`
/// groups that end the word.
fn strip_label_suffixes(text: &str) -> String {
    let bytes = text.as_bytes();
    let is_name = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'%';
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for (_, end) in label_words(text) {
        // Up to two `_<digits>` groups, which must end the name.
        let mut at = end;
        let mut groups = 0;
        while groups < 2 && bytes.get(at) == Some(&b'_') {
            let digits = bytes[at + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            if digits == 0 {
                break;
            }
            at += 1 + digits;
            groups += 1;
        }
        if groups > 0 && !bytes.get(at).is_some_and(|&b| is_name(b)) && end >= copied {
            out.push_str(&text[copied..end]);
            copied = at;
        }
    }
    out.push_str(&text[copied..]);
    out
}

impl fmt::Display for ReaderExpectation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Collapses every run of whitespace into one space and trims the ends.
///
/// ```
/// assert_eq!(visa_isa::runtime::reader::collapse_whitespace("  a  b\t c "), "a b c");
/// ```
pub fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Splits a leading predicate `(…)` off collapsed text. An execution size `(M1, 16)` never
/// starts a line, so a leading parenthesis is always a predicate.
fn split_predicate(text: &str) -> (Option<String>, String) {
    if text.starts_with('(') {
        if let Some(end) = text.find(')') {
            let rest = text[end + 1..].trim_start();
            return (Some(text[..=end].to_owned()), rest.to_owned());
        }
    }
    (None, text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreadable_ops_are_found_by_mnemonic() {
        let some = [ReaderOmission::Unreadable {
            reason: "r",
            mnemonics: &["lsc_apndctr_atomic_add"],
            erratum: "e",
        }];
        assert_eq!(
            ReaderOmission::unchecked(&some, "(P1) lsc_apndctr_atomic_add.ugm (M1, 16) V32"),
            Some(("e", "r"))
        );
        assert_eq!(
            ReaderOmission::unchecked(&some, "lsc_load.ugm (M1, 16) V32"),
            None
        );
        let all = [ReaderOmission::Unreadable {
            reason: "r",
            mnemonics: &[],
            erratum: "e",
        }];
        assert_eq!(ReaderOmission::unchecked(&all, "rt_read"), Some(("e", "r")));
        assert_eq!(ReaderOmission::unchecked(&[], "rt_read"), None);
    }

    const DIVS: ReaderOmission = ReaderOmission::Flag {
        flag: "divS",
        erratum: "e1",
    };
    const PRED: ReaderOmission = ReaderOmission::Predicate { erratum: "e2" };
    const UNNAMED: ReaderOmission = ReaderOmission::OpName {
        mnemonics: &["gather4_l"],
        prints: "sampler_unknown",
        suffixes: &[("R", "G"), ("B", "illegal")],
        erratum: "e3",
    };

    #[test]
    fn removes_only_the_flag() {
        let e = ReaderExpectation::new("(P1) sample_3d.cps.divS.RGBA (M1, 16)  0x0:uw S0", &[DIVS]);
        assert_eq!(e.text, "(P1) sample_3d.cps.RGBA (M1, 16) 0x0:uw S0");
        assert_eq!(e.errata, ["e1"]);
        assert!(e.matches("(P1) sample_3d.cps.RGBA (M1, 16) 0x0:uw   S0"));
        assert!(!e.matches("(P1) sample_3d.cps.divS.RGBA (M1, 16) 0x0:uw S0"));
        let plain = ReaderExpectation::new("sample_3d.RGBA (M1, 16)", &[DIVS]);
        assert!(plain.errata.is_empty());
        assert_eq!(plain.text, "sample_3d.RGBA (M1, 16)");
    }

    #[test]
    fn removes_the_predicate() {
        let e = ReaderExpectation::new("(!P2.any) gather4_typed.R (M1, 8) P3 T6", &[PRED]);
        assert_eq!(e.text, "gather4_typed.R (M1, 8) P3 T6");
        assert!(!e.matches("(!P2.any) gather4_typed.R (M1, 8) P3 T6"));
    }

    #[test]
    fn unchecked_suffixes_are_found_in_the_mnemonic_only() {
        const ONE_BIT: ReaderOmission = ReaderOmission::UncheckedSuffix {
            suffixes: &["u1", "s1"],
            reason: "hangs",
            erratum: "e5",
        };
        let found = |printed, omission| ReaderOmission::unchecked(&[omission], printed);
        assert_eq!(
            found("dpas.s8.u1.8.1 (M1, 8) V32.0", ONE_BIT),
            Some(("e5", "hangs"))
        );
        assert_eq!(
            found("(P1) dpas.u1.s8.8.1 (M1, 8)", ONE_BIT),
            Some(("e5", "hangs"))
        );
        assert_eq!(found("dpas.s8.s8.8.1 (M1, 8) u1", ONE_BIT), None);
        // The mnemonic is no suffix.
        assert_eq!(found("u1.s8 (M1, 8)", ONE_BIT), None);
        assert_eq!(found("dpas.s8.u1.8.1 (M1, 8)", DIVS), None);
        // An operand value is found among the operands only.
        const MODE: ReaderOmission = ReaderOmission::UncheckedOperand {
            operands: &["AVS_16x8"],
            reason: "hangs",
            erratum: "e6",
        };
        assert_eq!(
            found("avs.R T6 S0 AVS_16x8 V32.0", MODE),
            Some(("e6", "hangs"))
        );
        assert_eq!(found("avs.R T6 S0 AVS_16x4 V32.0", MODE), None);
        assert_eq!(found("AVS_16x8.R T6", MODE), None);
        // Nothing to rewrite in what is compared.
        let e = ReaderExpectation::new("dpas.u1.s8.8.1 (M1, 8)", &[ONE_BIT]);
        assert_eq!(e.text, "dpas.u1.s8.8.1 (M1, 8)");
        assert!(e.errata.is_empty());
    }

    #[test]
    fn unnamed_suffix_values_are_replaced() {
        const PREDEC: ReaderOmission = ReaderOmission::SuffixValue {
            suffixes: &["predec"],
            prints: "",
            erratum: "e4",
        };
        let e = ReaderExpectation::new("(P1) typed_atomic.predec.16 (M1, 8) T6 V32.0", &[PREDEC]);
        assert_eq!(e.text, "(P1) typed_atomic..16 (M1, 8) T6 V32.0");
        assert_eq!(e.errata, ["e4"]);
        // The mnemonic itself and the operands are never touched.
        let other = ReaderExpectation::new("predec.add (M1, 8) predec", &[PREDEC]);
        assert_eq!(other.text, "predec.add (M1, 8) predec");
        assert!(other.errata.is_empty());
    }

    #[test]
    fn unnamed_ops_rename_the_mnemonic_and_map_suffixes_only() {
        let e = ReaderExpectation::new(
            "(P1) gather4_l.pixel_null_mask.R (M1, 16) 0x0:uw S0 T6 V32.0",
            &[UNNAMED],
        );
        assert_eq!(
            e.text,
            "(P1) sampler_unknown.pixel_null_mask.G (M1, 16) 0x0:uw S0 T6 V32.0"
        );
        assert_eq!(e.errata, ["e3"]);
        assert!(e.matches("(P1)  sampler_unknown.pixel_null_mask.G (M1, 16) 0x0:uw S0 T6 V32.0"));
        // Everything else is still compared: predicate, flags, channel, operands.
        for wrong in [
            "(!P1) sampler_unknown.pixel_null_mask.G (M1, 16) 0x0:uw S0 T6 V32.0",
            "(P1) sampler_unknown.G (M1, 16) 0x0:uw S0 T6 V32.0",
            "(P1) sampler_unknown.pixel_null_mask.R (M1, 16) 0x0:uw S0 T6 V32.0",
            "(P1) sampler_unknown.pixel_null_mask.G (M1, 16) 0x0:uw S0 T7 V32.0",
            "(P1) gather4_l.pixel_null_mask.R (M1, 16) 0x0:uw S0 T6 V32.0",
        ] {
            assert!(!e.matches(wrong), "{wrong}");
        }
        let other = ReaderExpectation::new("gather4.R (M1, 16) S0", &[UNNAMED]);
        assert_eq!(other.text, "gather4.R (M1, 16) S0");
        assert!(other.errata.is_empty());
    }

    #[test]
    fn label_names_accept_the_readers_suffixes_only() {
        const LABELS: ReaderOmission = ReaderOmission::LabelNames { erratum: "e4" };
        let e = ReaderExpectation::new("(P1) jmp (M1, 1) L3", &[LABELS]);
        assert_eq!(e.errata, ["e4"]);
        assert!(e.matches("(P1) jmp (M1, 1) L3_12"));
        assert!(!e.matches(".function \"L3_12_1\""));
        for wrong in [
            "(P1) jmp (M1, 1) L4_12",
            "(P1) jmp (M1, 1) L3_x",
            "(P1) jmp (M1, 1) L3_1_2_3",
        ] {
            assert!(!e.matches(wrong), "{wrong}");
        }
        let sub = ReaderExpectation::new(".function \"L3\"", &[LABELS]);
        assert!(sub.matches(".function \"L3_12_1\""));
        let def = ReaderExpectation::new("L0:", &[LABELS]);
        assert!(def.matches("L0_5:"));
        const MASK: ReaderOmission = ReaderOmission::ExecMask { erratum: "e5" };
        let jmp = ReaderExpectation::new("(P1) jmp (M5_NM, 1) L3", &[MASK, LABELS]);
        assert_eq!(jmp.text, "(P1) jmp (M1, 1) L3");
        assert_eq!(jmp.errata, ["e5", "e4"]);
        assert!(jmp.matches("(P1) jmp (M1, 1) L3_4"));
        let plain = ReaderExpectation::new("jmp (M1, 1) L3", &[MASK]);
        assert!(plain.errata.is_empty());
        let none = ReaderExpectation::new("fcall (M1, 1) fn1 0 0", &[LABELS]);
        assert!(none.errata.is_empty());
        assert!(!none.matches("fcall (M1, 1) fn1_2 0 0"));
    }
}
