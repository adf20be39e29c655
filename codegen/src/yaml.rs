//! YAML in the project's one style: enums as one-key maps (`{ immediate: … }`), never YAML tags,
//! so every file reads as plain data.

use serde::{de::DeserializeOwned, Serialize};

/// Serializes plain data. The model and the vectors hold no maps with non-string keys and no
/// non-finite floats, so serialization cannot fail.
pub fn to_string<T: Serialize>(value: &T) -> String {
    let mut out = Vec::new();
    let mut ser = serde_yaml::Serializer::new(&mut out);
    serde_yaml::with::singleton_map_recursive::serialize(value, &mut ser)
        .expect("plain data always serializes to YAML");
    String::from_utf8(out).expect("the YAML serializer writes UTF-8")
}

/// Deserializes what [`to_string`] wrote.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, serde_yaml::Error> {
    serde_yaml::with::singleton_map_recursive::deserialize(serde_yaml::Deserializer::from_str(text))
}
