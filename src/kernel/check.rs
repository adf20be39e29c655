//! Appending instructions: every operand an instruction refers to is checked against the
//! kernel's declarations (see the [module documentation](super)).

use super::decl::VarDecl;
use super::error::KernelError;
use super::limits::GRF_BYTES;
use super::Kernel;
use crate::runtime::layout::Layout;
use crate::runtime::names::{predefined_var_name, VarId, Variable, FIRST_PREDICATE, FIRST_SURFACE};
use crate::runtime::operand::{OperandClass, RawOperand, StateClass, VectorOperand};
use crate::runtime::reader::{ReaderExpectation, ReaderOmission};
use crate::runtime::sink::InLayout;
use crate::runtime::types::type_bytes;
use crate::runtime::visit::{LabelUse, OperandKind, OperandRef};
use crate::runtime::Instruction;
use crate::AnyInstruction;

impl Kernel {
    /// Checks and appends an instruction; returns its index.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let sample = kernel.instructions()[0].clone();
    /// let mut copy = kernel.clone();
    /// assert_eq!(copy.push(sample.clone())?, 1);
    /// // In a kernel that does not declare its surface and sampler, it is refused.
    /// let mut empty = Kernel::new("e")?;
    /// let e = empty.push(sample).unwrap_err();
    /// assert_eq!(e.index(), Some(0), "{e:?}");
    /// assert!(empty.instructions().is_empty());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Any instruction error of [`KernelError`] (see the [module documentation](super)); the
    /// kernel is unchanged then.
    pub fn push(&mut self, instruction: impl Into<AnyInstruction>) -> Result<usize, KernelError> {
        let instruction = instruction.into();
        let index = self.instructions.len();
        instruction
            .validate()
            .map_err(|error| KernelError::InvalidInstruction { index, error })?;
        let mut first_error = None;
        instruction.for_each_operand(&mut |op| {
            if first_error.is_none() {
                first_error = self.check_operand(index, op).err();
            }
        });
        if let Some(e) = first_error {
            return Err(e);
        }
        if self.type_checks {
            instruction
                .validate_types(self)
                .map_err(|error| KernelError::InvalidInstruction { index, error })?;
            Self::check_reader_ignores(index, &instruction)?;
        }
        instruction
            .check_layout(self.layout)
            .map_err(|error| KernelError::InvalidInstruction { index, error })?;
        self.offsets.push(self.code.len());
        instruction.write_unchecked(&mut InLayout::new(&mut self.code, self.layout));
        self.instructions.push(instruction);
        Ok(index)
    }

    /// The byte layout the kernel is written in ([`to_isa`](Kernel::to_isa)) and printed in
    /// ([`to_asm`](Kernel::to_asm)): [`Layout::Igc2022`] unless set, or the layout
    /// [`from_isa`](Kernel::from_isa) read the file in.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let kernel = Kernel::new("k")?;
    /// assert_eq!(kernel.target_layout(), Layout::Igc2022);
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    pub fn target_layout(&self) -> Layout {
        self.layout
    }

    /// Writes (and prints) the kernel in `layout` from now on: its instructions are encoded
    /// again, and those pushed later are encoded in it.
    ///
    /// ```
    /// use visa_isa::{Kernel, Layout};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// kernel.set_target_layout(Layout::Current)?;
    /// assert_eq!(kernel.target_layout(), Layout::Current);
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`KernelError::InvalidInstruction`] with [`ValidationError::NotInLayout`] for the
    /// first instruction holding an operand `layout` does not have (a paired surface in
    /// [`Layout::Igc2022`]); the kernel is unchanged then.
    ///
    /// [`ValidationError::NotInLayout`]: crate::ValidationError::NotInLayout
    pub fn set_target_layout(&mut self, layout: Layout) -> Result<(), KernelError> {
        for (index, instruction) in self.instructions.iter().enumerate() {
            instruction
                .check_layout(layout)
                .map_err(|error| KernelError::InvalidInstruction { index, error })?;
        }
        let mut code = Vec::with_capacity(self.code.len());
        let mut offsets = Vec::with_capacity(self.offsets.len());
        for instruction in &self.instructions {
            offsets.push(code.len());
            instruction.write_unchecked(&mut InLayout::new(&mut code, layout));
        }
        self.code = code;
        self.offsets = offsets;
        self.layout = layout;
        Ok(())
    }

    /// Refuses a field IGC's reader ignores when it is not the value the reader takes: the
    /// execution mask of an opcode whose reader omission is [`ReaderOmission::ExecMask`]
    /// (errata `reader_omits_exec_mask`: JMP and SWITCHJMP are built with no mask, so the
    /// text would say `M5_NM` where IGC runs `M1`). Only `M1` is accepted there; a kernel read
    /// from bytes or text (type checks off) keeps what it holds, as IGC's reader reads it.
    fn check_reader_ignores(index: usize, instruction: &AnyInstruction) -> Result<(), KernelError> {
        let ignored: Vec<ReaderOmission> = instruction
            .reader_omissions()
            .iter()
            .copied()
            .filter(|o| matches!(o, ReaderOmission::ExecMask { .. }))
            .collect();
        if ignored.is_empty() {
            return Ok(());
        }
        let text = instruction.to_string();
        let expected = ReaderExpectation::new(&text, &ignored);
        match expected.errata.first() {
            Some(&erratum) => Err(KernelError::ExecMaskIgnored {
                index,
                text,
                erratum,
            }),
            None => Ok(()),
        }
    }

    /// The checks of a complete kernel, whatever its [type checks](Kernel::set_type_checks),
    /// as [`problems`](Kernel::problems) makes them: the first problem.
    ///
    /// ```
    /// use visa_isa::Kernel;
    ///
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f 0x3e000000:f 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// assert_eq!(kernel.validate(), Ok(()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first of [`problems`](Kernel::problems).
    pub fn validate(&self) -> Result<(), KernelError> {
        match self.problems().into_iter().next() {
            Some(problem) => Err(problem),
            None => Ok(()),
        }
    }

    /// Every problem of a complete kernel, whatever its [type checks](Kernel::set_type_checks),
    /// in instruction order: each instruction's operand types against the declarations
    /// ([`Instruction::validate_types`], the check [`push`](Kernel::push) makes with type
    /// checks on; a kernel read from bytes or text has them off, as IGC's verifier does not
    /// check them, but IGC refuses to compile such a kernel) as
    /// [`KernelError::InvalidInstruction`]; each field IGC's reader ignores that holds another
    /// value than the one the reader takes ([`KernelError::ExecMaskIgnored`]); and each label
    /// an instruction uses that no instruction places, at its first use
    /// ([`KernelError::LabelNotPlaced`]; GenX_IR 12504.6: "undefined label"). Run it before
    /// [`to_isa`](Kernel::to_isa) or [`to_asm`](Kernel::to_asm) of a finished kernel;
    /// `visa-isa check` does.
    ///
    /// ```
    /// use visa_isa::{Kernel, KernelError};
    ///
    /// // DeltaU of type d: SAMPLE_UNORM takes f. The text reads (types are not checked
    /// // when reading), the kernel has a problem.
    /// let text = ".version 4.1\n.kernel \"k\"\n\
    ///             .decl res v_type=G type=uw num_elts=128 align=GRF\n\
    ///             .decl du v_type=G type=d num_elts=1 align=dword\n\
    ///             .decl T6 v_type=T num_elts=1 v_name=T6\n.decl S0 v_type=S num_elts=1 v_name=S0\n\
    ///             sample_unorm.R.16-full S0 T6 0x3f000000:f 0x3f000000:f du(0,0)<0;1,0> 0x3e000000:f res.0\n";
    /// let kernel = Kernel::from_asm(text)?;
    /// let problems = kernel.problems();
    /// assert!(matches!(problems[..], [KernelError::InvalidInstruction { index: 0, .. }]));
    /// assert_eq!(kernel.validate(), Err(problems[0].clone()));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn problems(&self) -> Vec<KernelError> {
        let mut problems: Vec<KernelError> = Vec::new();
        for (index, inst) in self.instructions.iter().enumerate() {
            if let Err(error) = inst.validate_types(self) {
                problems.push(KernelError::InvalidInstruction { index, error });
            }
            if let Err(e) = Self::check_reader_ignores(index, inst) {
                problems.push(e);
            }
        }
        let mut placed = vec![false; self.labels.len()];
        let mut first_use: Vec<Option<(usize, &'static str)>> = vec![None; self.labels.len()];
        for (index, inst) in self.instructions.iter().enumerate() {
            inst.for_each_operand(&mut |op| {
                if let OperandKind::Label(l) = op.kind {
                    let id = usize::from(l.label.0);
                    if l.defines {
                        if let Some(p) = placed.get_mut(id) {
                            *p = true;
                        }
                    } else if let Some(u @ None) = first_use.get_mut(id) {
                        *u = Some((index, op.field));
                    }
                }
            });
        }
        problems.extend(
            first_use
                .iter()
                .zip(&placed)
                .enumerate()
                .filter_map(|(id, (u, &p))| {
                    u.filter(|_| !p).map(|(index, field)| (index, field, id))
                })
                .map(|(index, field, id)| KernelError::LabelNotPlaced {
                    index,
                    field,
                    id: u16::try_from(id).unwrap_or(u16::MAX),
                }),
        );
        // Instruction order (stable: an instruction's own problems keep theirs).
        problems.sort_by_key(|p| p.index());
        problems
    }

    fn check_operand(&self, index: usize, op: OperandRef<'_>) -> Result<(), KernelError> {
        let field = op.field;
        match op.kind {
            OperandKind::Raw(raw) => self.check_raw(index, field, raw),
            OperandKind::Vector(v) => self.check_vector(index, field, v),
            OperandKind::Sampler(s) => self.check_sampler(index, field, u16::from(s.0), None),
            OperandKind::Surface(t) => self.check_surface(index, field, u16::from(t.0), None),
            OperandKind::Predicate(p) => self.check_predicate(index, field, p.id),
            OperandKind::Label(l) => self.check_label(index, field, l),
            OperandKind::Variable(v) => match v {
                Variable::General(var) => self.declared_var(index, field, var.0).map(|_| ()),
                Variable::Address(a) => self.check_address(index, field, a.0, 1),
                Variable::Predicate(p) => self.check_predicate(index, field, p.0),
            },
            OperandKind::Name(n) => {
                if n.0 == 0 || n.0 > self.names {
                    return Err(KernelError::UndeclaredName {
                        index,
                        field,
                        id: n.0,
                    });
                }
                Ok(())
            }
        }
    }

    fn check_label(
        &self,
        index: usize,
        field: &'static str,
        l: LabelUse,
    ) -> Result<(), KernelError> {
        let id = l.label.0;
        let Some(&declared) = self.labels.get(usize::from(id)) else {
            return Err(KernelError::UndeclaredLabel { index, field, id });
        };
        match l.kind {
            Some(expected) if expected != declared => Err(KernelError::LabelKindMismatch {
                index,
                field,
                id,
                expected,
                declared,
            }),
            _ => Ok(()),
        }
    }

    /// The declaration of `var`, or an error for an undeclared id; `None` for the predefined
    /// ids V0..=V20, which are accepted unchecked as IGC's verifier does. V21..=V31 are
    /// reserved ("may not be used", `4_visa_header.md`): GenX_IR 12504.6 segfaults on them.
    fn declared_var(
        &self,
        index: usize,
        field: &'static str,
        var: u32,
    ) -> Result<Option<&VarDecl>, KernelError> {
        if predefined_var_name(var).is_some() {
            return Ok(None);
        }
        match self.var_decl(VarId(var)) {
            Some(d) => Ok(Some(d)),
            None => Err(KernelError::UndeclaredVariable { index, field, var }),
        }
    }

    fn check_raw(
        &self,
        index: usize,
        field: &'static str,
        raw: &RawOperand,
    ) -> Result<(), KernelError> {
        let Some(decl) = self.declared_var(index, field, raw.var)? else {
            return Ok(());
        };
        let offset = u32::from(raw.offset);
        if offset >= decl.bytes() {
            return Err(KernelError::OffsetOutOfBounds {
                index,
                field,
                var: raw.var,
                offset,
                size: decl.bytes(),
            });
        }
        // IGC's verifier (§5.1): the offset from the root of the alias chain must be
        // GRF-aligned when the root is at least one GRF (✔ GenX_IR: an alias of 16 bytes at
        // offset 16 of a 64-byte variable is rejected).
        let (mut root, mut total) = (decl, offset);
        while let Some((base, alias_offset)) = root.alias {
            total += u32::from(alias_offset);
            root = match self.var_decl(base) {
                Some(d) => d,
                None => break, // declare_alias guarantees the base exists
            };
        }
        if root.bytes() >= GRF_BYTES && total % GRF_BYTES != 0 {
            return Err(KernelError::RawOffsetNotGrfAligned {
                index,
                field,
                var: raw.var,
                offset: total,
            });
        }
        Ok(())
    }

    fn check_vector(
        &self,
        index: usize,
        field: &'static str,
        v: &VectorOperand,
    ) -> Result<(), KernelError> {
        match v {
            VectorOperand::General(g) => {
                let Some(decl) = self.declared_var(index, field, g.var)? else {
                    return Ok(());
                };
                // A row is one GRF of the kernel's platform, as the region bounds take it.
                let offset =
                    u32::from(g.row) * self.grf_bytes + u32::from(g.col) * type_bytes(decl.ty);
                if offset >= decl.bytes() {
                    return Err(KernelError::OffsetOutOfBounds {
                        index,
                        field,
                        var: g.var,
                        offset,
                        size: decl.bytes(),
                    });
                }
                Ok(())
            }
            VectorOperand::Address(a) => self.check_address(
                index,
                field,
                a.addr,
                u32::from(a.offset) + u32::from(a.width),
            ),
            VectorOperand::Indirect(i) => {
                self.check_address(index, field, i.addr, u32::from(i.addr_offset) + 1)
            }
            VectorOperand::Predicate(p) => self.check_predicate(index, field, p.id),
            VectorOperand::State(s) => match s.class {
                StateClass::Surface => self.check_surface(index, field, s.id, Some(s.offset)),
                StateClass::Sampler => self.check_sampler(index, field, s.id, Some(s.offset)),
            },
            VectorOperand::Immediate(_) => Ok(()),
        }
    }

    fn check_address(
        &self,
        index: usize,
        field: &'static str,
        id: u16,
        end: u32,
    ) -> Result<(), KernelError> {
        let Some(&num_elements) = self.addresses.get(usize::from(id)) else {
            return Err(KernelError::UndeclaredAddress { index, field, id });
        };
        if end > u32::from(num_elements) {
            return Err(KernelError::ElementOutOfBounds {
                index,
                field,
                class: OperandClass::Address,
                id,
                end,
                num_elements,
            });
        }
        Ok(())
    }

    fn check_predicate(
        &self,
        index: usize,
        field: &'static str,
        id: u16,
    ) -> Result<(), KernelError> {
        if id < FIRST_PREDICATE || usize::from(id - FIRST_PREDICATE) >= self.predicates.len() {
            return Err(KernelError::UndeclaredPredicate { index, field, id });
        }
        Ok(())
    }

    fn check_state_element(
        index: usize,
        field: &'static str,
        id: u16,
        element: Option<u8>,
        num_elements: u16,
    ) -> Result<(), KernelError> {
        match element {
            Some(e) if u16::from(e) >= num_elements => Err(KernelError::ElementOutOfBounds {
                index,
                field,
                class: OperandClass::State,
                id,
                end: u32::from(e) + 1,
                num_elements,
            }),
            _ => Ok(()),
        }
    }

    fn check_sampler(
        &self,
        index: usize,
        field: &'static str,
        id: u16,
        element: Option<u8>,
    ) -> Result<(), KernelError> {
        let Some(&n) = self.samplers.get(usize::from(id)) else {
            return Err(KernelError::UndeclaredSampler { index, field, id });
        };
        Self::check_state_element(index, field, id, element, n)
    }

    fn check_surface(
        &self,
        index: usize,
        field: &'static str,
        id: u16,
        element: Option<u8>,
    ) -> Result<(), KernelError> {
        let Some(i) = id.checked_sub(u16::from(FIRST_SURFACE)) else {
            return Ok(()); // T0..=T5 are predefined
        };
        let Some(&n) = self.surfaces.get(usize::from(i)) else {
            return Err(KernelError::UndeclaredSurface { index, field, id });
        };
        Self::check_state_element(index, field, id, element, n)
    }
}
