/// A route's polyline kept to a size every command can afford. The original's routes have 23 and 37
/// points and a real one a few thousand; a route of 2,000,000 points cost `stop` 38 s and 391 MB on
/// every run, cached or not, because every stop is placed on it and every bus is followed along it.
/// So a longer route is thinned once, as it is read from the server (and so as it is cached): every
/// k-th point is kept, the first and the last always, so that it keeps its ends and its course to
/// within k points. The CLI says so when the table is fetched (`ClientEvent.routeThinned`).
public enum RouteThinning {
    /// The most points a route keeps.
    public static let maximumPoints = 10_000

    /// The route as it is, or thinned to at most `maximum` points.
    static func thinned(_ route: Route, maximum: Int = maximumPoints) -> Route {
        let points = route.points
        guard points.count > maximum, maximum >= 2, let last = points.last else { return route }
        // k such that the kept points, the last one added, are at most `maximum`.
        let step = (points.count - 1 + maximum - 2) / (maximum - 1)
        var kept = stride(from: 0, to: points.count - 1, by: step).map { points[$0] }
        kept.append(last)
        return Route(id: route.id, points: kept)
    }

    /// Every route of a table as it is kept, and those that were thinned with their sizes on the wire.
    static func thinned(_ list: StampedList<Route>) -> (list: StampedList<Route>, thinned: [ClientEvent]) {
        var events: [ClientEvent] = []
        let routes = list.items.map { route -> Route in
            let kept = thinned(route)
            if kept.points.count != route.points.count {
                events.append(.routeThinned(routeId: route.id, points: route.points.count, kept: kept.points.count))
            }
            return kept
        }
        return (StampedList(stamp: list.stamp, items: routes), events)
    }
}
