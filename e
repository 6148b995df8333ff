attempt 6 failed: server unreachable — next try in 5 s
attempt 7 failed: server unreachable — out of time
The Bürgerbus server at http://127.0.0.1:18765/services/rest could not be reached (connection refused).
