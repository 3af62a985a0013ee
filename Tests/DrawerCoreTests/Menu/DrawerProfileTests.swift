@_spi(DrawerKit) import DrawerCore
import Testing

@Suite struct DrawerProfileTests {
  @Test(arguments: [
    ("Ada Lovelace", "AL"),
    ("Ada King Lovelace", "AL"),
    ("ada", "A"),
    ("  grace   hopper ", "GH"),
    ("Émile Zola", "ÉZ"),
    ("", ""),
    ("42 7", ""),
    ("3 Musketeers", "M"),
  ])
  func initialsComeFromTheFirstAndLastWords(name: String, initials: String) {
    #expect(DrawerProfile(name: name).initials == initials)
  }

  @Test func theDetailDefaultsToEmpty() {
    #expect(DrawerProfile(name: "Ada").detail == "")
  }
}
