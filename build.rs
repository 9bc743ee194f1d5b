//! The app's wasm keeps the linker's relocations, which wasm-split-cli needs
//! to cut each game's code into a module of its own (scripts/shims/wasm-bindgen).
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("TARGET").is_ok_and(|t| t.starts_with("wasm32")) {
        println!("cargo:rustc-link-arg-bin=sherwood-app=--emit-relocs");
    }
}
