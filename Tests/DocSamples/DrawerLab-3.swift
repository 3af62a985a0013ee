// What DrawerLab.md's third sample assumes: the data set's two files, read as text.
import DrawerLab
import Foundation

let rawCSV = try String(contentsOfFile: "rawdata.csv", encoding: .utf8)
let devicesCSV = try String(contentsOfFile: "devices.csv", encoding: .utf8)
