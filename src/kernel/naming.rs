//! The names of a kernel's declarations: each general, address, predicate, label, sampler and
//! surface variable has one, written to the string pool, printed by
//! [`Kernel::to_asm`](super::Kernel::to_asm) and read back by the text and `.isa` readers.
//!
//! A declaration made without a name is named after its id (`V32`, `A0`, `P1`, `L0`, `S0`,
//! `T6`), as GenX_IR prints ids. A name is an identifier as IGC's lexer reads one (CISA.l
//! `IDENT`: a letter or `_`, then letters, digits and `_`); general, address, predicate,
//! sampler and surface variables share one namespace, labels have their own (IGC's text reader:
//! `declExistsInCurrentScope`, `getLabelOpndFromLabelName`, BuildCISAIRImpl.cpp).

use std::collections::{BTreeMap, HashMap};

use super::error::KernelError;
use super::Kernel;
use crate::runtime::names::{
    predefined_surface_id, NameClass, FIRST_GENERAL_VAR, FIRST_PREDICATE, FIRST_SURFACE,
};

/// The declared names, one list per [`NameClass`] (in [`NameClass::ALL`] order), and the
/// reverse maps the parser looks names up in.
#[derive(Debug, Clone, Default)]
pub(super) struct DeclNames {
    /// The names of each class, by index (id minus the class's first id).
    pub(super) lists: [Vec<String>; 6],
    /// The variables' namespace: name → class and id.
    variables: HashMap<String, (NameClass, u32)>,
    /// The labels' namespace: name → id.
    labels: HashMap<String, u32>,
}

/// The position of `class` in [`NameClass::ALL`].
pub(super) const fn slot(class: NameClass) -> usize {
    match class {
        NameClass::General => 0,
        NameClass::Address => 1,
        NameClass::Predicate => 2,
        NameClass::Label => 3,
        NameClass::Sampler => 4,
        NameClass::Surface => 5,
    }
}

/// The first declared id of `class` (reference §2.7).
pub(super) const fn first_id(class: NameClass) -> u32 {
    match class {
        NameClass::General => FIRST_GENERAL_VAR,
        NameClass::Predicate => FIRST_PREDICATE as u32,
        NameClass::Surface => FIRST_SURFACE as u32,
        NameClass::Address | NameClass::Label | NameClass::Sampler => 0,
    }
}

/// Whether `name` is an identifier of IGC's lexer (CISA.l `IDENT`).
pub(super) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The string pool of a file [`Kernel::from_isa`](super::Kernel::from_isa) read, kept so
/// that [`to_isa`](super::Kernel::to_isa) writes it back byte for byte: IGC's writer puts the
/// strings in the order it made them (the predefined variables' and surfaces' names, `S31`,
/// then each declaration's, attribute's, label's and function's name as it came), where the
/// crate writes its own order. Declarations and attributes added afterwards append their
/// names, as IGC's writer would; [`declare_name`](super::Kernel::declare_name) drops it.
#[derive(Debug, Clone, Default)]
pub(super) struct ReadPool {
    /// Every string, in order, without its NUL.
    pub(super) strings: Vec<Vec<u8>>,
    /// The kernel's `name_index`.
    pub(super) name_index: u32,
    /// The name index of each declaration, per class in [`NameClass::ALL`] order.
    pub(super) decls: [Vec<u32>; 6],
    /// The name index of each declaration attribute, by the declaration's class slot and
    /// index in its class (only declarations that have attributes).
    pub(super) decl_attributes: BTreeMap<(usize, u32), Vec<u32>>,
    /// The name index of each attribute.
    pub(super) attributes: Vec<u32>,
}

impl ReadPool {
    /// Appends `name`; its index.
    pub(super) fn append(&mut self, name: &str) -> u32 {
        self.strings.push(name.as_bytes().to_vec());
        (self.strings.len() - 1) as u32
    }

    /// Every name index in the order the tables of the routine object hold them: each
    /// declaration's, followed by its attributes', class by class; then the kernel
    /// attributes'.
    pub(super) fn table_order(&self) -> Vec<u32> {
        let mut out = Vec::new();
        for (s, decls) in self.decls.iter().enumerate() {
            for (i, &index) in decls.iter().enumerate() {
                out.push(index);
                if let Some(attrs) = self.decl_attributes.get(&(s, i as u32)) {
                    out.extend(attrs);
                }
            }
        }
        out.extend(&self.attributes);
        out
    }
}

impl DeclNames {
    /// The name of id `id` of `class`, if declared.
    pub(super) fn name(&self, class: NameClass, id: u32) -> Option<&str> {
        let index = id.checked_sub(first_id(class))?;
        self.lists[slot(class)]
            .get(index as usize)
            .map(String::as_str)
    }

    /// The id of `class` named `name`, if declared.
    pub(super) fn id(&self, class: NameClass, name: &str) -> Option<u32> {
        if class == NameClass::Label {
            return self.labels.get(name).copied();
        }
        match self.variables.get(name) {
            Some(&(c, id)) if c == class => Some(id),
            _ => None,
        }
    }

    /// The class and id declared as `name` in the variables' namespace.
    pub(super) fn variable(&self, name: &str) -> Option<(NameClass, u32)> {
        self.variables.get(name).copied()
    }

    /// Records `name` for the next id of `class` (checked by [`Kernel::name_for`]); the
    /// read pool, if any, gets it too.
    pub(super) fn push_named(
        &mut self,
        pool: &mut Option<ReadPool>,
        class: NameClass,
        name: String,
    ) {
        if let Some(pool) = pool {
            let index = pool.append(&name);
            pool.decls[slot(class)].push(index);
        }
        self.push(class, name);
    }

    /// Records `name` for the next id of `class` (checked by [`Kernel::name_for`]).
    pub(super) fn push(&mut self, class: NameClass, name: String) {
        let list = &mut self.lists[slot(class)];
        let id = first_id(class) + list.len() as u32;
        if class == NameClass::Label {
            self.labels.insert(name.clone(), id);
        } else {
            self.variables.insert(name.clone(), (class, id));
        }
        list.push(name);
    }
}

impl Kernel {
    /// The name the next declaration of `class` gets: `name`, checked, or its id's own name.
    ///
    /// # Errors
    ///
    /// [`KernelError::InvalidName`] for a name that is not an identifier or is a predefined
    /// surface's name (`T1`, `T2`, `TSS`, which the text reads as T1, T2, T3);
    /// [`KernelError::DuplicateName`] for a name already declared in its namespace.
    pub(super) fn name_for(
        &self,
        class: NameClass,
        name: Option<String>,
    ) -> Result<String, KernelError> {
        let index = self.decl_names.lists[slot(class)].len() as u32;
        let name = name.unwrap_or_else(|| format!("{}{}", class.prefix(), first_id(class) + index));
        if !is_identifier(&name) {
            return Err(KernelError::InvalidName {
                what: "declaration name",
                name,
                reason: "a name is a letter or `_`, then letters, digits and `_` (IGC's IDENT)",
            });
        }
        if predefined_surface_id(&name).is_some() {
            return Err(KernelError::InvalidName {
                what: "declaration name",
                name,
                reason: "it names a predefined surface",
            });
        }
        let taken = if class == NameClass::Label {
            self.decl_names.labels.contains_key(&name)
        } else {
            self.decl_names.variables.contains_key(&name)
        };
        if taken {
            return Err(KernelError::DuplicateName { name });
        }
        Ok(name)
    }

    /// The declared name of id `id` of `class` (`V32`'s name is `src` after
    /// `declare_var_named("src", …)`, else `V32`); `None` when it is not declared.
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, NameClass, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let src = kernel.declare_var_named("src", VisaType::F, 16, Align::Grf)?;
    /// let tmp = kernel.declare_var(VisaType::F, 16, Align::Grf)?;
    /// assert_eq!(kernel.declared_name(NameClass::General, src.0), Some("src"));
    /// assert_eq!(kernel.declared_name(NameClass::General, tmp.0), Some("V33"));
    /// assert_eq!(kernel.lookup_name("src"), Some((NameClass::General, 32)));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    #[inline]
    pub fn declared_name(&self, class: NameClass, id: u32) -> Option<&str> {
        self.decl_names.name(class, id)
    }

    /// The class and id of the variable (general, address, predicate, sampler or surface)
    /// declared as `name`; labels are looked up with
    /// [`declared_label`](Kernel::declared_label).
    ///
    /// ```
    /// use visa_isa::{Align, Kernel, NameClass, VisaType};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let v = kernel.declare_var_named("src", VisaType::F, 8, Align::Grf)?;
    /// assert_eq!(kernel.lookup_name("src"), Some((NameClass::General, v.0)));
    /// assert_eq!(kernel.lookup_name("nowhere"), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline]
    pub fn lookup_name(&self, name: &str) -> Option<(NameClass, u32)> {
        self.decl_names.variable(name)
    }

    /// The id of the label declared as `name`.
    ///
    /// ```
    /// use visa_isa::{Kernel, LabelId, LabelKind};
    ///
    /// let mut kernel = Kernel::new("k")?;
    /// let exit = kernel.declare_label_named("exit", LabelKind::Block)?;
    /// assert_eq!(kernel.declared_label("exit"), Some(exit));
    /// assert_eq!(exit, LabelId(0));
    /// # Ok::<(), visa_isa::KernelError>(())
    /// ```
    #[inline]
    pub fn declared_label(&self, name: &str) -> Option<crate::runtime::names::LabelId> {
        self.decl_names
            .id(NameClass::Label, name)
            .map(|id| crate::runtime::names::LabelId(id as u16))
    }
}
