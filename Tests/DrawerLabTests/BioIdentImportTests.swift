@_spi(DrawerKit) import DrawerCore
import Testing

@_spi(DrawerKit) @testable import DrawerLab

/// The BioIdent import on a few strokes written by hand in the data set's layout, whose traces
/// are worked out here from its rules.
@Suite struct BioIdentImportTests {
  /// `devices.csv` as the data set writes it: a header, a trailing comma, `\r\n`.
  static let devices =
    [
      "device_id,density,resolution,os_version,xdpi,ydpi,",
      "7,xxxhdpi,800x1205,4.3,195.38461,200.69136,",
      "11,hdpi,480x800,4.1.2,234.46153,236.27907,",
      "13,xhdpi,720x1280,4.2.2,304.8,306.716,",
    ].joined(separator: "\r\n") + "\r\n"

  /// `rawdata.csv`: person 101 on an hdpi phone held upright, person 102 on a tablet held
  /// sideways.
  static let rawData =
    [
      "device_id,user_id,doc_type,time,action,phone_orientaton,x_coor,y_coor,pressure,finger_area,",
      // 101's stroke 1, reading: up 150 px, 5 px sideways; its last move is repeated twice in
      // the same millisecond, by a move and by the up.
      "11,101,2,1381000001000,0,2,100,600,0.1,0.1,",
      "11,101,2,1381000001017,2,2,102,550,0.1,0.1,",
      "11,101,2,1381000001034,2,2,104,500,0.1,0.1,",
      "11,101,2,1381000001051,2,2,105,450,0.1,0.1,",
      "11,101,2,1381000001051,2,2,105,450,0.1,0.1,",
      "11,101,2,1381000001051,1,2,105,450,0.1,0.1,",
      // A move between strokes.
      "11,101,2,1381000001100,2,2,105,440,0.1,0.1,",
      // 2: a tap-like stroke of 20 px (13 pt).
      "11,101,1,1381000002000,0,2,200,400,0.1,0.1,",
      "11,101,1,1381000002040,1,2,220,400,0.1,0.1,",
      // 3: a gallery swipe to the right, two samples in one millisecond at different places.
      "11,101,1,1381000003000,0,2,30,400,0.1,0.1,",
      "11,101,1,1381000003017,2,2,120,405,0.1,0.1,",
      "11,101,1,1381000003017,2,2,120,410,0.1,0.1,",
      "11,101,1,1381000003034,2,2,240,410,0.1,0.1,",
      "11,101,1,1381000003050,1,2,300,412,0.1,0.1,",
      // 4: a swipe to the left.
      "11,101,1,1381000004000,0,2,400,300,0.1,0.1,",
      "11,101,1,1381000004020,2,2,250,310,0.1,0.1,",
      "11,101,1,1381000004040,1,2,100,320,0.1,0.1,",
      // 5: diagonal; 6: horizontal but only 47 pt.
      "11,101,1,1381000005000,0,2,100,100,0.1,0.1,",
      "11,101,1,1381000005060,1,2,200,200,0.1,0.1,",
      "11,101,1,1381000006000,0,2,100,100,0.1,0.1,",
      "11,101,1,1381000006060,1,2,170,100,0.1,0.1,",
      // 102's stroke 1, on the tablet in landscape: 400 px to the right.
      "7,102,1,1381000007000,0,1,100,300,0.1,0.1,",
      "7,102,1,1381000007050,2,1,300,305,0.1,0.1,",
      "7,102,1,1381000007100,1,1,500,310,0.1,0.1,",
    ].joined(separator: "\r\n") + "\r\n"

  static func imported(users: Set<Int>? = nil) throws -> BioIdentImport {
    try BioIdentImport(
      rawData: rawData, rawDataPath: "rawdata.csv", devices: devices, devicesPath: "devices.csv",
      users: users)
  }

  func trace(_ name: String) throws -> Trace {
    try #require(try Self.imported().files.first { $0.trace.name == name }?.trace)
  }

  @Test func everyLabelledStrokeIsATraceNamedByItsPlaceAmongThePersonsStrokes() throws {
    let imported = try Self.imported()
    #expect(
      imported.files.map(\.trace.name) == [
        "bioident-u101-0001-vertical", "bioident-u101-0003-open", "bioident-u101-0004-close",
        "bioident-u102-0001-open",
      ])
    #expect(imported.strokeCount == 7)
    #expect(imported.excluded == [.short: 1, .diagonal: 1, .shortHorizontal: 1])
  }

  @Test func aScrollMeetsAClosedDrawerThatMustNotMove() throws {
    let trace = try trace("bioident-u101-0001-vertical")
    #expect(trace.initial == .closed && trace.expect == .closed && trace.expectCapture == false)
    // Pixels over hdpi's 1.5; the repeated move is gone, the up stays where the finger left.
    #expect(
      trace.events.map(\.event) == [
        .down(at: DrawerPoint(x: 66.667, y: 400), time: 0),
        .move(at: DrawerPoint(x: 68, y: 366.667), time: 0.017),
        .move(at: DrawerPoint(x: 69.333, y: 333.333), time: 0.034),
        .up(at: DrawerPoint(x: 70, y: 300), time: 0.051),
      ])
    #expect(trace.container == DrawerSize(width: 320, height: 533.333))
    #expect(trace.drawerWidth == 256)
    #expect(trace.openZone == .anywhere)
    #expect(trace.edge == .leading && trace.layoutDirection == .leftToRight)
  }

  @Test func swipesOpenAClosedDrawerAndCloseAnOpenOne() throws {
    let open = try trace("bioident-u101-0003-open")
    #expect(open.initial == .closed && open.expect == .open && open.expectCapture == true)
    // Two samples in one millisecond at different places are both kept.
    #expect(open.events.map(\.event.time) == [0, 0.017, 0.017, 0.034, 0.05])
    let close = try trace("bioident-u101-0004-close")
    #expect(close.initial == .open && close.expect == .closed && close.expectCapture == true)
    #expect(close.events.count == 3)
  }

  @Test func theMislabelledTabletIsTvdpiAndLandscapeLosesItsSystemBar() throws {
    let trace = try trace("bioident-u102-0001-open")
    // 1280 x (800 - 75) px over 213/160.
    #expect(trace.container == DrawerSize(width: 961.502, height: 544.601))
    #expect(trace.drawerWidth == 320)
    #expect(trace.events.first?.event == .down(at: DrawerPoint(x: 75.117, y: 225.352), time: 0))
  }

  @Test func theHeaderNamesTheSourceAndTheDevicesRate() throws {
    let file = try #require(try Self.imported().files.first)
    let header = String(file.text.split(separator: "\n")[0])
    #expect(
      header.hasSuffix(
        ",\"sampleRate\":59,\"source\":{\"dataset\":\"BioIdent\",\"user\":101,\"stroke\":1,"
          + "\"device\":11,\"scale\":1.5,\"orientation\":\"portrait\",\"task\":\"reading\"}}"))
    // The lab reads back what it wrote.
    var again = try Trace(parsing: file.text, path: "again.jsonl")
    #expect(again.events.map(\.event) == file.trace.events.map(\.event))
    again.events = file.trace.events
    #expect(again == file.trace)
  }

  @Test func onlyThePeopleAskedFor() throws {
    #expect(try Self.imported(users: [102]).files.map(\.trace.name) == ["bioident-u102-0001-open"])
    #expect(try Self.imported(users: [99]).files.isEmpty)
  }

  @Test(arguments: [
    (
      "11,101,2,soon,0,2,1,1,0,0", "rawdata.csv:2: time \"soon\" is not a whole number"
    ),
    ("11,101,2,1000,5,2,1,1,0,0", "rawdata.csv:2: action 5 is not 0 (down), 1 (up) or 2 (move)"),
    (
      "11,101,3,1000,0,2,1,1,0,0",
      "rawdata.csv:2: doc_type 3 is neither 1 (image gallery) nor 2 (reading)"
    ),
    ("11,101,2,1000,0,2,x,1,0,0", "rawdata.csv:2: x \"x\" is not a number of pixels"),
    (
      "11,101,2,1000",
      "rawdata.csv:2: expected device_id, user_id, doc_type, time, action, phone_orientation, x,"
        + " y, … but found 4 field(s)"
    ),
    (
      "42,30,2,1000,0,2,1,1,0,0\n42,30,2,1010,1,2,1,1,0,0",
      "rawdata.csv:2: device 42 is not in devices.csv"
    ),
    // Times whose difference would overflow, a time going back, a stroke longer than a trace.
    (
      "11,101,2,-9000000000000000000,0,2,1,1,0,0\n11,101,2,9000000000000000000,1,2,1,1,0,0",
      "rawdata.csv:2: time -9000000000000000000 is out of range (milliseconds since 1970, at most"
        + " 10^15)"
    ),
    (
      "11,101,2,99999999999999999999,0,2,1,1,0,0",
      "rawdata.csv:2: time \"99999999999999999999\" is out of range"
    ),
    (
      "11,101,2,5000,0,2,1,1,0,0\n11,101,2,4000,1,2,1,1,0,0",
      "rawdata.csv:3: time 4000 is earlier than the stroke's previous row (5000)"
    ),
    (
      "11,101,2,0,0,2,1,1,0,0\n11,101,2,1000000000001,1,2,1,1,0,0",
      "rawdata.csv:3: the stroke that began on line 2 lasts more than 1,000,000,000 s, the longest"
        + " a trace can"
    ),
  ])
  func aRowThatIsNotASampleIsNamedByItsLine(row: String, message: String) {
    do {
      _ = try BioIdentImport(
        rawData: "device_id,user_id\n" + row + "\n", rawDataPath: "rawdata.csv",
        devices: Self.devices, devicesPath: "devices.csv")
      Issue.record("no error for \(row)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    ("7,hdpi", "devices.csv:2: expected device_id, density, resolution, … but found 2 field(s)"),
    (
      "7,sdpi,800x1205",
      "devices.csv:2: unknown density \"sdpi\" (expected ldpi, mdpi, tvdpi,"
        + " hdpi, xhdpi, xxhdpi, xxxhdpi)"
    ),
    (
      "7,hdpi,800 by 1205",
      "devices.csv:2: resolution \"800 by 1205\" is not WIDTHxHEIGHT in pixels"
    ),
    ("7,hdpi,480x800\n7,hdpi,480x800", "devices.csv:3: device 7 is listed twice"),
    (
      "7,hdpi,99999999999x99999999999",
      "devices.csv:2: resolution \"99999999999x99999999999\" is out of range (at most 100000"
        + " pixels a side)"
    ),
  ])
  func aDeviceThatCannotBeReadIsNamedByItsLine(row: String, message: String) {
    do {
      _ = try BioIdentDevice.devices(parsing: "device_id\n" + row + "\n", path: "devices.csv")
      Issue.record("no error for \(row)")
    } catch {
      #expect(error.description == message)
    }
  }
}
