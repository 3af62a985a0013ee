// What the minimizing sample assumes: songs and their rows, in a tab's view.
import DrawerKit
import SwiftUI

struct Song: Identifiable {
  let id: Int
  let title: String
}

struct SongRow: View {
  let song: Song
  init(_ song: Song) { self.song = song }
  var body: some View { Text(song.title) }
}

struct Songs: View {
  let songs = [Song(id: 1, title: "One")]

  var body: some View {
    // sample
  }
}
