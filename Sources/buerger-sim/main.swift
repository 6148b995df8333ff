import BuergerbusSimulator
import Foundation

FileHandle.standardError.write(Data("buerger-sim: not built yet\n".utf8))
exit(1)
