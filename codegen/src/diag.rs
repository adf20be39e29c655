//! Diagnostics: everything the pipeline could not place, with `file:line`.

use std::fmt;

/// How bad a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// The input was understood, but something about it deserves a look.
    Warning,
    /// The input cannot be turned into a correct model.
    Error,
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Warning => "warning",
            Level::Error => "error",
        })
    }
}

/// One diagnostic: `file:line: level: message`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    /// File the diagnostic is about.
    pub file: String,
    /// 1-based line (0 when the whole file is meant).
    pub line: u32,
    /// Severity.
    pub level: Level,
    /// What is wrong.
    pub message: String,
    /// A warning about a construct the reader does not know (its content is not modelled), as
    /// opposed to a remark about content it did read.
    pub unknown: bool,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}: {}",
            self.file, self.line, self.level, self.message
        )
    }
}

/// A sink of diagnostics for one file.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics {
    file: String,
    /// Everything reported so far.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// A sink for `file`.
    pub fn new(file: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            items: Vec::new(),
        }
    }

    /// The file this sink is about.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Reports an error.
    pub fn error(&mut self, line: u32, message: impl Into<String>) {
        self.push(line, Level::Error, message.into());
    }

    /// Reports an error about another file (an errata entry that breaks this file's model):
    /// it counts as this sink's error.
    pub fn error_in(&mut self, file: &str, line: u32, message: impl Into<String>) {
        self.items.push(Diagnostic {
            file: file.to_owned(),
            line,
            level: Level::Error,
            message: message.into(),
            unknown: false,
        });
    }

    /// Reports a warning.
    pub fn warning(&mut self, line: u32, message: impl Into<String>) {
        self.push(line, Level::Warning, message.into());
    }

    /// Reports a construct the reader does not know: a warning whose content is not modelled.
    pub fn unknown(&mut self, line: u32, message: impl Into<String>) {
        self.push(line, Level::Warning, message.into());
        if let Some(d) = self.items.last_mut() {
            d.unknown = true;
        }
    }

    fn push(&mut self, line: u32, level: Level, message: String) {
        self.items.push(Diagnostic {
            file: self.file.clone(),
            line,
            level,
            message,
            unknown: false,
        });
    }

    /// True when an error was reported.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.level == Level::Error)
    }
}
