/// The package's version: the one place it is stated. `CHANGELOG.md`'s latest release heading
/// names the same version (a test checks it), and `drawer-lab --version` prints it.
///
/// No Git tag marks a release yet, so a dependency names the `main` branch (or a checkout on
/// disk); once a version is tagged, `from:` that version works too.
public enum DrawerKitVersion {
  /// The version, in semantic-versioning form: `0.1.0`.
  public static let current = "0.1.0"
}
