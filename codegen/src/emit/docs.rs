pub fn opcode(_op: &crate::model::Opcode) -> String { String::new() }
