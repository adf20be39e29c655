//! Implementations of runtime traits for generated types, written by hand until the emitter
//! writes them next to the types: the runtime (`src/runtime/`) defines the traits and names no
//! generated item, so the dependency points from the generated code to the runtime.

use crate::runtime::decode::FromCode;
use crate::{ExecMask, ExecSize};

impl FromCode for ExecSize {
    #[inline]
    fn from_code(code: u8) -> Option<Self> {
        ExecSize::from_code(code)
    }
}

impl FromCode for ExecMask {
    #[inline]
    fn from_code(code: u8) -> Option<Self> {
        ExecMask::from_code(code)
    }
}
