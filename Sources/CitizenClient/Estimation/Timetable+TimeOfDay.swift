import Foundation

extension Timetable {
    /// The wall-clock time of `date` in the timetable's zone.
    func timeOfDay(of date: Date) -> TimeOfDay? {
        let calendar = Calendar.gregorian(in: timeZone)
        let clock = calendar.dateComponents([.hour, .minute, .second], from: date)
        return TimeOfDay(hour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0)
    }
}
