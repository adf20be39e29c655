//! Helpers shared by the integration tests and the conformance command.
#![allow(dead_code)]

pub mod model;
pub mod random;
pub mod vectors;
