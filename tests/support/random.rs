//! Random instructions for the property and coverage tests: `arbitrary` over bytes, and a small
//! deterministic generator so that coverage tests are reproducible.

use visa_isa::AnyInstruction;

/// The instruction `arbitrary` builds from `bytes`, if the bytes suffice.
pub fn arbitrary_instruction(bytes: &[u8]) -> Option<AnyInstruction> {
    use arbitrary::{Arbitrary, Unstructured};
    AnyInstruction::arbitrary(&mut Unstructured::new(bytes)).ok()
}

/// A small deterministic generator (xorshift64*), so that a coverage test is reproducible.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Arbitrary instructions drawn per variant by the tests that go over every variant of the
/// model (`AnyInstruction::VARIANTS`): enough for each to be reached valid and invalid, few
/// enough for the corpus run's budget.
pub const DRAWS_PER_VARIANT: usize = 60;

/// The instruction of `variant` that `arbitrary` builds from `bytes`, if the bytes suffice.
pub fn arbitrary_of(
    variant: &visa_isa::InstructionVariant<AnyInstruction>,
    bytes: &[u8],
) -> Option<AnyInstruction> {
    (variant.arbitrary)(&mut arbitrary::Unstructured::new(bytes)).ok()
}
