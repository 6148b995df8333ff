import Foundation

FileHandle.standardError.write(Data("usage: buerger-bench BENCHMARK [options]\n".utf8))
exit(2)
