import BuergerbusSimulator
import CitizenClient
import Foundation

/// The simulator's network as a client sees it over the wire (E1–E5), built field by field from
/// the simulator's tables: the only place where the two sides meet.
enum EtaBenchmarkNetwork {
    static func clientData(_ network: BuergerbusSimulator.MasterData) -> CitizenClient.MasterData {
        let rowsByStop = Dictionary(grouping: network.schedules, by: { $0.stopId ?? -1 })
        let stops = network.stops.map { stop in
            CitizenClient.Stop(
                id: stop.id, name: stop.name ?? "",
                location: Coordinate(latitude: stop.location.lat, longitude: stop.location.lon),
                schedule: (rowsByStop[stop.id] ?? []).compactMap { row in
                    TimeOfDay(
                        hour: row.arrivingTime / 3600 % 24, minute: row.arrivingTime / 60 % 60,
                        second: row.arrivingTime % 60
                    ).map {
                        ScheduleEntry(lineId: row.lineId, lineName: row.lineName, stopId: row.stopId, arrivingTime: $0)
                    }
                })
        }
        let lines = network.lines.map { line in
            CitizenClient.Line(
                id: line.id, name: line.name ?? "", routeId: line.routeId,
                busIds: network.busses.filter { $0.lineId == line.id }.map(\.id))
        }
        let busses = network.busses.map {
            CitizenClient.Bus(
                id: $0.id, numberPlate: $0.numberPlate, lineId: $0.lineId, color: $0.color,
                picture: $0.picture, totalSeats: $0.totalSeats)
        }
        let routes = network.routes.map { route in
            CitizenClient.Route(
                id: route.id, points: route.points.map { Coordinate(latitude: $0.lat, longitude: $0.lon) })
        }
        return CitizenClient.MasterData(stops: stops, lines: lines, busses: busses, routes: routes)
    }

    /// The demo network and a synthetic county of six lines (20-stop loops, 2-minute gaps).
    static func networks() -> [(name: String, data: BuergerbusSimulator.MasterData)] {
        var result: [(String, BuergerbusSimulator.MasterData)] = [("demo", DemoNetwork.masterData())]
        if let synthetic = try? NetworkFile.masterData(
            from: SyntheticNetwork.document(stopCount: 120, scheduleRowCount: 120 * 15, seed: 7))
        {
            result.append(("synthetic", synthetic))
        }
        return result
    }
}
