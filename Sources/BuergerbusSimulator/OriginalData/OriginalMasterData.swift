/// The master data of the original's Flyway script V0002 (wire-contract §8), with the timestamps a
/// UTC JVM reads from it. `--data original` serves exactly this.
public enum OriginalMasterData {
    /// 2004-10-19 10:23:54 UTC.
    static let seedStamp: Int64 = 1_098_181_434_000

    public static func masterData() -> MasterData {
        MasterData(
            lines: lines, busses: busses, routes: routes, stops: stops, schedules: schedules,
            lastPositions: lastPositions, seededCustomStops: [seededCustomStop],
            timeZone: "Europe/Berlin")
    }

    static let lines = [
        LineRecord(id: 1, name: "Pirmasens", routeId: 1, timeStamp: seedStamp),
        LineRecord(id: 2, name: "Uni", routeId: 2, timeStamp: seedStamp),
    ]

    static let busses = [
        BusRecord(
            id: 1, numberPlate: "KL-AB345", lineId: 1, color: "green",
            picture: "http://www.tm4.com/wp-content/uploads/2014/08/Foton-bus-12-m-e1407525133477.png",
            totalSeats: 10, timeStamp: seedStamp),
        BusRecord(
            id: 2, numberPlate: "KL-CD678", lineId: 2, color: "red",
            picture: "http://littlebabybum.com/wp-content/uploads/2015/01/wheels-on-the-bus-red.png",
            totalSeats: 12, timeStamp: seedStamp),
    ]

    static let routes = [
        RouteRecord(
            id: 1, points: OriginalRoutes.pirmasens.map { GeoPoint(lon: $0.lon, lat: $0.lat) },
            timeStamp: seedStamp),
        RouteRecord(
            id: 2, points: OriginalRoutes.uni.map { GeoPoint(lon: $0.lon, lat: $0.lat) },
            timeStamp: seedStamp),
    ]

    static let stops = [
        StopRecord(id: 1, name: "Kirche", location: GeoPoint(lon: 7.60747, lat: 49.209277), timeStamp: seedStamp),
        // 2004-10-20 10:23:54
        StopRecord(
            id: 2, name: "Brunnen", location: GeoPoint(lon: 7.606499, lat: 49.207937),
            timeStamp: 1_098_267_834_000),
        StopRecord(id: 3, name: "Park", location: GeoPoint(lon: 7.604546, lat: 49.207636), timeStamp: seedStamp),
        StopRecord(id: 4, name: "Markt", location: GeoPoint(lon: 7.604975, lat: 49.209038), timeStamp: seedStamp),
        // 2016-07-19 10:23:54, the newest row: the stops `timeStamp`.
        StopRecord(
            id: 5, name: "Uni West", location: GeoPoint(lon: 7.749317, lat: 49.424822),
            timeStamp: 1_468_923_834_000),
        StopRecord(
            id: 6, name: "Uni S\u{FC}d", location: GeoPoint(lon: 7.750694, lat: 49.423046), timeStamp: seedStamp),
        StopRecord(id: 7, name: "Uni Ost", location: GeoPoint(lon: 7.754991, lat: 49.423989), timeStamp: seedStamp),
        StopRecord(
            id: 8, name: "Uni Sporthalle", location: GeoPoint(lon: 7.750936, lat: 49.425893),
            timeStamp: seedStamp),
    ]

    /// Three departures (09:00, 12:00, 13:00) per line, ten minutes apart from stop to stop; ids in
    /// the order of the seed (stop by stop, then by time).
    static let schedules: [ScheduleRecord] = {
        let departures = [9 * 3600, 12 * 3600, 13 * 3600]
        var rows: [ScheduleRecord] = []
        for stopId in Int64(1)...8 {
            let lineId: Int64 = stopId <= 4 ? 1 : 2
            let offset = Int((stopId - 1) % 4) * 600
            for departure in departures {
                rows.append(
                    ScheduleRecord(
                        id: Int64(rows.count + 1), lineId: lineId,
                        lineName: lineId == 1 ? "Pirmasens" : "Uni",
                        stopId: stopId, arrivingTime: departure + offset))
            }
        }
        return rows
    }()

    static let lastPositions = [
        LastPositionRecord(
            busId: 1, position: GeoPoint(lon: 7.60497, lat: 49.21059), takenSeats: 2,
            timeStamp: seedStamp),
        LastPositionRecord(
            busId: 2, position: GeoPoint(lon: 7.75349, lat: 49.42257), takenSeats: 7,
            timeStamp: seedStamp),
    ]

    /// Id 1, pickUpTime GETDATE()+1: stored here as an offset of one day from the server's start.
    static let seededCustomStop = CustomStopRecord(
        id: 1, lineId: 1, pickUpTime: 86_400_000, location: GeoPoint(lon: 7.60497, lat: 49.21059),
        numberOfPersons: 3, deviceId: "7",
        userInfo: #"{"name":"Schmidt","address":"Brahmsweg 3, 67655 Kaiserslautern","assistance":[1,2,5]}"#,
        status: 1, acceptingBus: nil, rejectingBus: nil, timeStamp: 1_468_751_034_000)
}
