//! Nothing here: the package holds the criterion benches in `benches/`.
